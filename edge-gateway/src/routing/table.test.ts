import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ROUTING_TABLE_KEY, emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config';
import { cachedTableReader, parseRoutingTable, readRoutingTable } from './table';

const table = (packages: RoutingTable['packages']): RoutingTable => ({ schema: 1, packages });
const live = (...entries: Array<[string, number]>) => ({
  live: entries.map(([version, weight]) => ({ version, weight })),
  published: entries.map(([version]) => ({ version, publishedAt: '2026-04-01T00:00:00.000Z' })),
});

describe('parseRoutingTable', () => {
  it('accepts a valid table', () => {
    const valid = table({ 'shell-app': live(['abc123', 100]) });
    expect(parseRoutingTable(JSON.stringify(valid))).toEqual({ table: valid });
  });

  it('reports a missing table', () => {
    expect(parseRoutingTable(null)).toEqual({ table: emptyRoutingTable(), problem: 'missing' });
  });

  it.each([
    'not json',
    '{"schema":2,"packages":{}}',
    '{"schema":1,"packages":{"shell-app":{"live":[{"version":"../x","weight":1}],"published":[]}}}',
    '{"schema":1,"packages":{"shell-app":{"live":[{"version":"abc","weight":-1}],"published":[]}}}',
    '{"schema":1,"packages":{"Shell App":{"live":[],"published":[]}}}',
  ])('turns %s into the empty table', (raw) => {
    expect(parseRoutingTable(raw)).toEqual({ table: emptyRoutingTable(), problem: 'invalid' });
  });

  it('reads the table from KV', async () => {
    const stored = table({ 'remote-jobs': live(['jobs1', 1]) });
    await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(stored));
    expect(await readRoutingTable(env.ROUTING)).toEqual({ table: stored });
  });
});

describe('cachedTableReader', () => {
  const key = ROUTING_TABLE_KEY;

  it('reads KV once per period and sees a change after it', async () => {
    let now = 1_000;
    const first = table({ 'shell-app': live(['one111', 100]) });
    const second = table({ 'shell-app': live(['two222', 100]) });
    await env.ROUTING.put(key, JSON.stringify(first));
    const reads: string[] = [];
    const kv = {
      get: async (k: string, type: 'text') => {
        reads.push(k);
        return env.ROUTING.get(k, type);
      },
    } as unknown as KVNamespace;
    const read = cachedTableReader({ ttlMs: 2000, now: () => now });
    expect((await read(kv)).table).toEqual(first);
    await env.ROUTING.put(key, JSON.stringify(second));
    now += 1999;
    expect((await read(kv)).table).toEqual(first);
    expect(reads).toHaveLength(1);
    now += 1;
    expect((await read(kv)).table).toEqual(second);
    expect(reads).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const kv = {
      get: async () => {
        if (fail) throw new Error('kv down');
        return null;
      },
    } as unknown as KVNamespace;
    const read = cachedTableReader({ ttlMs: 60_000 });
    await expect(read(kv)).rejects.toThrow('kv down');
    fail = false;
    expect((await read(kv)).problem).toBe('missing');
  });
});
