import { describe, expect, it, vi } from 'vitest';
import type { RoutingTable } from '@chainwork/shared-config';
import { chooseVersions, versionsOf } from './choose';
import { VersionHealth, entryFileOf, type HeadableStore } from './health';
import { weightedTable } from '../../test/fixtures';

/** A store holding the entry file of every `pkg@version` listed. */
function storeWith(...present: string[]): HeadableStore {
  const keys = new Set(
    present.map((pv) => {
      const [pkg, version] = pv.split('@') as [string, string];
      return `${pkg}/${version}/${entryFileOf(pkg)}`;
    }),
  );
  return { head: async (key) => (keys.has(key) ? { size: 1 } : null) };
}

function choose(table: RoutingTable, store: HeadableStore, position: number | null, pins = {}, onSkip = vi.fn()) {
  return chooseVersions(table, { position, pins, store, health: new VersionHealth(), onSkip });
}

const canary = weightedTable({
  'shell-app': [['shell1', 100]],
  'remote-jobs': [
    ['jobs1', 90],
    ['jobs2', 10],
  ],
});
const allPresent = storeWith('shell-app@shell1', 'remote-jobs@jobs1', 'remote-jobs@jobs2');

describe('chooseVersions', () => {
  it('picks by the visitor position on cumulative weights', async () => {
    expect(versionsOf(await choose(canary, allPresent, 0.2))).toEqual({ 'shell-app': 'shell1', 'remote-jobs': 'jobs1' });
    expect(await choose(canary, allPresent, 0.95)).toEqual({
      'shell-app': { version: 'shell1', reason: 'weighted' },
      'remote-jobs': { version: 'jobs2', reason: 'weighted' },
    });
  });

  it('gives a request without a bucket the heaviest version', async () => {
    expect(versionsOf(await choose(canary, allPresent, null))['remote-jobs']).toBe('jobs1');
  });

  it('honours a pin, also for a published version at 0% and for one whose files are gone', async () => {
    const table = weightedTable({
      'remote-jobs': [
        ['jobs1', 100],
        ['jobs0', 0],
      ],
    });
    table.packages['remote-jobs']!.published.push({ version: 'jobs3', publishedAt: '2026-04-02T00:00:00.000Z' });
    const store = storeWith('remote-jobs@jobs1', 'remote-jobs@jobs3');
    expect((await choose(table, store, 0.1, { 'remote-jobs': 'jobs3' }))['remote-jobs']).toEqual({ version: 'jobs3', reason: 'pinned' });
    expect((await choose(table, store, 0.1, { 'remote-jobs': 'jobs0' }))['remote-jobs']).toEqual({ version: 'jobs0', reason: 'pinned' });
  });

  it('ignores a pin to a version that was never published', async () => {
    expect((await choose(canary, allPresent, 0.1, { 'remote-jobs': 'nosuch1' }))['remote-jobs']).toEqual({
      version: 'jobs1',
      reason: 'weighted',
    });
  });

  it('does not let a pin break the shell: a pinned shell without a template falls back to the weighted one', async () => {
    const table = weightedTable({
      'shell-app': [
        ['shell1', 100],
        ['shell0', 0],
      ],
    });
    const choice = await choose(table, storeWith('shell-app@shell1'), 0.5, { 'shell-app': 'shell0' });
    expect(choice['shell-app']).toEqual({ version: 'shell1', reason: 'weighted' });
  });

  it('skips a version whose files are missing for the last good one, and says so', async () => {
    const onSkip = vi.fn();
    const store = storeWith('shell-app@shell1', 'remote-jobs@jobs1');
    const choice = await choose(canary, store, 0.95, {}, onSkip);
    expect(choice['remote-jobs']).toEqual({ version: 'jobs1', reason: 'fallback' });
    expect(onSkip).toHaveBeenCalledWith('remote-jobs', 'jobs2', 'jobs1');
  });

  it('falls back to a drained (previously live) version when the only live one is broken', async () => {
    const table = weightedTable({
      'remote-jobs': [
        ['jobs2', 100],
        ['jobs1', 0],
      ],
    });
    const choice = await choose(table, storeWith('remote-jobs@jobs1'), 0.5);
    expect(choice['remote-jobs']).toEqual({ version: 'jobs1', reason: 'fallback' });
  });

  it('leaves a package out when nothing of it can be served', async () => {
    const onSkip = vi.fn();
    const choice = await choose(canary, storeWith('shell-app@shell1'), 0.5, {}, onSkip);
    expect(choice).toEqual({ 'shell-app': { version: 'shell1', reason: 'weighted' } });
    expect(onSkip).toHaveBeenCalledWith('remote-jobs', 'jobs1', null);
  });

  it('ignores packages that are not front ends unless asked for', async () => {
    const table = weightedTable({ 'shell-app': [['s1', 100]], 'some-tool': [['t1', 100]] });
    const store = storeWith('shell-app@s1', 'some-tool@t1');
    expect(Object.keys(await choose(table, store, 0.5))).toEqual(['shell-app']);
    const only = await chooseVersions(table, { position: 0.5, store, health: new VersionHealth() }, ['some-tool']);
    expect(versionsOf(only)).toEqual({ 'some-tool': 't1' });
  });
});
