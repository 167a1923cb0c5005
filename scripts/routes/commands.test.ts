import { describe, expect, it } from 'vitest';
import { emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config/federation';
import type { BuiltFile } from '../lib/publish-store';
import { runRoutesCommand } from './commands';
import { memoryStore, readTable } from './store';
import { RoutingError, recordPublished, setLive } from './table-ops';

const now = () => new Date('2026-11-21T00:00:00Z');

function published(versions: string[], live: Array<[string, number]>): RoutingTable {
  let t = emptyRoutingTable();
  for (const v of versions) t = recordPublished(t, 'remote-jobs', v, now());
  return live.length
    ? setLive(
        t,
        'remote-jobs',
        live.map(([version, weight]) => ({ version, weight })),
      )
    : t;
}

const manifest = (v: string) => `remote-jobs/${v}/mf-manifest.json`;
const weights = async (store: ReturnType<typeof memoryStore>) =>
  (await readTable(store)).packages['remote-jobs']!.live.map((l) => `${l.version}=${l.weight}`);

describe('operator commands', () => {
  it('runs a canary at 10%, 50%, then promotes it, writing each step', async () => {
    const store = memoryStore({ table: published(['v1', 'v2'], [['v1', 100]]), files: [manifest('v1'), manifest('v2')] });
    const out = await runRoutesCommand({ name: 'canary', pkg: 'remote-jobs', version: 'v2', percent: 10 }, { store });
    expect(out).toContain('before: v1 100%');
    expect(out).toContain('after:  v1 90%, v2 10%');
    expect(await weights(store)).toEqual(['v1=90', 'v2=10']);
    await runRoutesCommand({ name: 'shift', pkg: 'remote-jobs', percent: 50 }, { store });
    expect(await weights(store)).toEqual(['v1=50', 'v2=50']);
    await runRoutesCommand({ name: 'promote', pkg: 'remote-jobs' }, { store });
    expect(await weights(store)).toEqual(['v2=100', 'v1=0']);
    await runRoutesCommand({ name: 'rollback', pkg: 'remote-jobs' }, { store });
    expect(await weights(store)).toEqual(['v1=100']);
  });

  it.each([
    ['an unknown version', { name: 'canary', pkg: 'remote-jobs', version: 'v9', percent: 10 } as const, 'not published'],
    ['weights not summing to 100', { name: 'set', pkg: 'remote-jobs', weights: { v1: 60, v2: 60 } } as const, 'sum to 120'],
    [
      'a version whose files are gone',
      { name: 'canary', pkg: 'remote-jobs', version: 'v3', percent: 10 } as const,
      'has no mf-manifest.json',
    ],
  ])('refuses %s and writes nothing', async (_label, command, message) => {
    const store = memoryStore({ table: published(['v1', 'v2', 'v3'], [['v1', 100]]), files: [manifest('v1'), manifest('v2')] });
    const before = store.kv.get('routing-table');
    await expect(runRoutesCommand(command, { store })).rejects.toThrow(RoutingError);
    await expect(runRoutesCommand(command, { store })).rejects.toThrow(message);
    expect(store.kv.get('routing-table')).toBe(before);
  });

  it('shows a change without writing it on a dry run', async () => {
    const store = memoryStore({ table: published(['v1', 'v2'], [['v1', 100]]), files: [manifest('v1'), manifest('v2')] });
    const out = await runRoutesCommand({ name: 'canary', pkg: 'remote-jobs', version: 'v2', percent: 10 }, { store, dryRun: true });
    expect(out).toContain('dry run');
    expect(await weights(store)).toEqual(['v1=100']);
  });

  it('lists versions with their role, weight and file health', async () => {
    const store = memoryStore({ table: published(['v1', 'v2', 'v3'], [['v2', 100]]), files: [manifest('v2')] });
    const table = await readTable(store);
    table.packages['remote-jobs']!.live.push({ version: 'v1', weight: 0 });
    store.kv.set('routing-table', JSON.stringify(table));
    const out = await runRoutesCommand({ name: 'list' }, { store });
    expect(out.split('\n')).toEqual([
      'remote-jobs',
      '  published v3                   2026-11-21T00:00:00.000Z',
      '  live      v2             100%  2026-11-21T00:00:00.000Z  files ok',
      '  fallback  v1               0%  2026-11-21T00:00:00.000Z  FILES MISSING (mf-manifest.json)',
    ]);
  });

  it('publishes a build as a new version, uploading once, as a canary when asked', async () => {
    const store = memoryStore({ table: published(['v1'], [['v1', 100]]), files: [manifest('v1')] });
    const files: BuiltFile[] = [
      { rel: 'mf-manifest.json', bytes: new TextEncoder().encode('{"name":"jobs"}') },
      { rel: 'remoteEntry.js', bytes: new TextEncoder().encode('var x;') },
    ];
    const readBuild = async () => files;
    const out = await runRoutesCommand(
      { name: 'publish', packages: ['remote-jobs'], mode: { kind: 'canary', percent: 10 } },
      { store, readBuild, now },
    );
    const version = /remote-jobs@([0-9a-f]{12})/.exec(out)![1]!;
    expect(out).toContain('uploaded 2 files');
    expect(store.files.get(manifest(version))).toBe('{"name":"jobs"}');
    expect(await weights(store)).toEqual(['v1=90', `${version}=10`]);
    const again = await runRoutesCommand(
      { name: 'publish', packages: ['remote-jobs'], mode: { kind: 'no-live' } },
      { store, readBuild, now },
    );
    expect(again).toContain('already in the store');
  });

  it('prints how to pin a version, and refuses an unpublished one', async () => {
    const store = memoryStore({ table: published(['v1', 'v2'], [['v1', 100]]), files: [manifest('v1')] });
    const out = await runRoutesCommand({ name: 'pin', pkg: 'remote-jobs', version: 'v2' }, { store });
    expect(out).toContain('x-chainwork-pin: remote-jobs@v2');
    expect(out).toContain('cw_pin=remote-jobs@v2');
    expect(out).toContain('MISSING');
    await expect(runRoutesCommand({ name: 'pin', pkg: 'remote-jobs', version: 'v7' }, { store })).rejects.toThrow('not published');
  });
});
