import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ROUTING_TABLE_KEY, emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config';
import { chooseVersions, parseRoutingTable, readRoutingTable } from './table';

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

describe('chooseVersions', () => {
  it('picks the live version with the highest weight for each front-end package', () => {
    const chosen = chooseVersions(table({
      'shell-app': live(['old1', 10], ['new2', 90]),
      'remote-jobs': live(['jobs1', 100]),
    }));
    expect(chosen).toEqual({ 'shell-app': 'new2', 'remote-jobs': 'jobs1' });
  });

  it('is stable on a tie (first entry) and ignores drained (weight 0) entries', () => {
    expect(chooseVersions(table({ 'shell-app': live(['first', 50], ['second', 50]) }))).toEqual({ 'shell-app': 'first' });
    expect(chooseVersions(table({ 'shell-app': live(['drained', 0]) }))).toEqual({});
  });

  it('ignores packages that are not front ends unless asked for', () => {
    const withExtra = table({ 'shell-app': live(['s1', 1]), 'some-tool': live(['t1', 1]) });
    expect(chooseVersions(withExtra)).toEqual({ 'shell-app': 's1' });
    expect(chooseVersions(withExtra, {}, ['some-tool'])).toEqual({ 'some-tool': 't1' });
  });

  it('chooses nothing from an empty table', () => {
    expect(chooseVersions(emptyRoutingTable())).toEqual({});
  });
});
