import { describe, expect, it, vi } from 'vitest';
import { VersionHealth, entryFileOf, type HeadableStore } from './health';

function countingStore(objects: Record<string, number>) {
  const heads: string[] = [];
  const store: HeadableStore = {
    async head(key) {
      heads.push(key);
      return key in objects ? { size: objects[key]! } : null;
    },
  };
  return { store, heads };
}

describe('VersionHealth', () => {
  it('checks the shell template and the remote manifest', async () => {
    expect(entryFileOf('shell-app')).toBe('index.html');
    expect(entryFileOf('remote-jobs')).toBe('mf-manifest.json');
    const { store, heads } = countingStore({ 'shell-app/s1/index.html': 900, 'remote-jobs/j1/mf-manifest.json': 300 });
    const health = new VersionHealth();
    expect(await health.check(store, 'shell-app', 's1')).toEqual({ healthy: true });
    expect(await health.check(store, 'remote-jobs', 'j1')).toEqual({ healthy: true });
    expect(heads).toEqual(['shell-app/s1/index.html', 'remote-jobs/j1/mf-manifest.json']);
  });

  it('reports a missing or empty entry file, once per period', async () => {
    const unhealthy = vi.fn();
    const { store } = countingStore({ 'remote-jobs/empty/mf-manifest.json': 0 });
    const health = new VersionHealth({ onUnhealthy: unhealthy });
    expect(await health.check(store, 'remote-jobs', 'gone')).toEqual({
      healthy: false,
      reason: 'mf-manifest.json missing from the asset store',
    });
    expect(await health.check(store, 'remote-jobs', 'gone')).toMatchObject({ healthy: false });
    expect(await health.check(store, 'remote-jobs', 'empty')).toEqual({ healthy: false, reason: 'mf-manifest.json is empty' });
    expect(unhealthy.mock.calls).toEqual([
      ['remote-jobs', 'gone', 'mf-manifest.json missing from the asset store'],
      ['remote-jobs', 'empty', 'mf-manifest.json is empty'],
    ]);
  });

  it('caches for the TTL, then looks again (a deleted or repaired version is noticed)', async () => {
    let now = 0;
    const objects: Record<string, number> = { 'remote-jobs/j1/mf-manifest.json': 10 };
    const { store, heads } = countingStore(objects);
    const health = new VersionHealth({ ttlMs: 5000, now: () => now });
    await Promise.all([health.check(store, 'remote-jobs', 'j1'), health.check(store, 'remote-jobs', 'j1')]);
    expect(heads).toHaveLength(1);
    delete objects['remote-jobs/j1/mf-manifest.json'];
    now = 4999;
    expect((await health.check(store, 'remote-jobs', 'j1')).healthy).toBe(true);
    now = 5000;
    expect((await health.check(store, 'remote-jobs', 'j1')).healthy).toBe(false);
    expect(heads).toHaveLength(2);
  });

  it('does not condemn a version when the store itself fails, and asks again next time', async () => {
    let calls = 0;
    const store: HeadableStore = {
      async head() {
        calls += 1;
        throw new Error('R2 unavailable');
      },
    };
    const health = new VersionHealth({ ttlMs: 60_000 });
    expect(await health.check(store, 'remote-jobs', 'j1')).toEqual({ healthy: true });
    await health.check(store, 'remote-jobs', 'j1');
    expect(calls).toBe(2);
  });
});
