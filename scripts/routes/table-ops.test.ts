import { describe, expect, it } from 'vitest';
import { emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config/federation';
import { routingTableSchema } from '@chainwork/shared-config/schemas/routing';
import {
  MAX_DRAINED,
  RoutingError,
  canary,
  currentCanary,
  drainedVersions,
  promote,
  recordPublished,
  rollback,
  setLive,
  setWeights,
  shift,
  weightedVersions,
} from './table-ops';

const now = new Date('2026-11-21T00:00:00Z');
const published = recordPublished(recordPublished(emptyRoutingTable(), 'remote-jobs', 'aaa111', now), 'remote-jobs', 'bbb222', now);

/** `remote-jobs` with versions v1..vN published in order and `live` as given. */
function table(count: number, live: Array<[string, number]>): RoutingTable {
  let t = emptyRoutingTable();
  for (let i = 1; i <= count; i += 1) t = recordPublished(t, 'remote-jobs', `v${i}`, now);
  t.packages['remote-jobs']!.live = live.map(([version, weight]) => ({ version, weight }));
  return t;
}
const live = (t: RoutingTable) => t.packages['remote-jobs']!.live.map((l) => [l.version, l.weight]);

describe('routing table operations', () => {
  it('records a published version once', () => {
    const again = recordPublished(published, 'remote-jobs', 'aaa111', now);
    expect(again.packages['remote-jobs']!.published.map((p) => p.version)).toEqual(['aaa111', 'bbb222']);
  });

  it('sets live versions whose weights sum to 100', () => {
    const t = setLive(published, 'remote-jobs', [
      { version: 'aaa111', weight: 90 },
      { version: 'bbb222', weight: 10 },
    ]);
    expect(t.packages['remote-jobs']!.live).toEqual([
      { version: 'aaa111', weight: 90 },
      { version: 'bbb222', weight: 10 },
    ]);
    expect(published.packages['remote-jobs']!.live).toEqual([]);
  });

  it.each([
    [[{ version: 'aaa111', weight: 60 }], 'sum to 60'],
    [[{ version: 'zzz999', weight: 100 }], 'not published'],
    [
      [
        { version: 'aaa111', weight: 50 },
        { version: 'aaa111', weight: 50 },
      ],
      'listed twice',
    ],
    [[{ version: 'aaa111', weight: 100.5 }], 'whole number'],
  ])('refuses %j', (entries, message) => {
    expect(() => setLive(published, 'remote-jobs', entries)).toThrow(RoutingError);
    expect(() => setLive(published, 'remote-jobs', entries)).toThrow(message);
  });

  it('refuses an unknown package', () => {
    expect(() => setLive(published, 'remote-nope', [{ version: 'aaa111', weight: 100 }])).toThrow('Unknown package "remote-nope"');
  });

  it('keeps versions that leave as drained fallbacks, most recent first, a bounded number', () => {
    let t = table(8, [['v1', 100]]);
    for (let i = 2; i <= 8; i += 1) t = setLive(t, 'remote-jobs', [{ version: `v${i}`, weight: 100 }]);
    expect(live(t)).toEqual([
      ['v8', 100],
      ['v7', 0],
      ['v6', 0],
      ['v5', 0],
      ['v4', 0],
      ['v3', 0],
    ]);
    expect(drainedVersions(t, 'remote-jobs')).toHaveLength(MAX_DRAINED);
    expect(routingTableSchema.parse(t)).toEqual(t);
  });
});

describe('canary, shift, promote', () => {
  it('runs the canary at 10%, then 50%, then promotes it', () => {
    let t = table(2, [['v1', 100]]);
    t = canary(t, 'remote-jobs', 'v2', 10);
    expect(live(t)).toEqual([
      ['v1', 90],
      ['v2', 10],
    ]);
    expect(currentCanary(t, 'remote-jobs')).toEqual({ stable: 'v1', canary: 'v2' });
    t = shift(t, 'remote-jobs', 50);
    expect(live(t)).toEqual([
      ['v1', 50],
      ['v2', 50],
    ]);
    t = shift(t, 'remote-jobs', 100);
    expect(live(t)).toEqual([
      ['v2', 100],
      ['v1', 0],
    ]);
  });

  it('promotes the running canary, or a named version', () => {
    expect(
      live(
        promote(
          table(2, [
            ['v1', 80],
            ['v2', 20],
          ]),
          'remote-jobs',
        ),
      ),
    ).toEqual([
      ['v2', 100],
      ['v1', 0],
    ]);
    expect(live(promote(table(3, [['v3', 100]]), 'remote-jobs', 'v1'))).toEqual([
      ['v1', 100],
      ['v3', 0],
    ]);
  });

  it('sets explicit weights', () => {
    expect(live(setWeights(table(3, [['v1', 100]]), 'remote-jobs', { v1: 70, v2: 20, v3: 10 }))).toEqual([
      ['v1', 70],
      ['v2', 20],
      ['v3', 10],
    ]);
  });

  it.each([
    ['an unknown version', (t: RoutingTable) => canary(t, 'remote-jobs', 'v9', 10), 'not published'],
    ['a canary of 0%', (t: RoutingTable) => canary(t, 'remote-jobs', 'v2', 0), 'from 1 to 99'],
    ['a canary of 100%', (t: RoutingTable) => canary(t, 'remote-jobs', 'v2', 100), 'from 1 to 99'],
    ['a shift without a canary', (t: RoutingTable) => shift(t, 'remote-jobs', 50), 'exactly 2'],
    ['a shift past 100', (t: RoutingTable) => shift(canary(t, 'remote-jobs', 'v2', 10), 'remote-jobs', 101), 'from 0 to 100'],
    ['weights not summing to 100', (t: RoutingTable) => setWeights(t, 'remote-jobs', { v1: 50, v2: 40 }), 'sum to 90'],
  ])('refuses %s and leaves the table as it was', (_label, change, message) => {
    const t = table(2, [['v1', 100]]);
    const before = structuredClone(t);
    expect(() => change(t)).toThrow(RoutingError);
    expect(() => change(t)).toThrow(message);
    expect(t).toEqual(before);
  });

  it('refuses a canary when nothing is live to run against', () => {
    expect(() => canary(table(2, []), 'remote-jobs', 'v2', 10)).toThrow('no live version');
  });
});

describe('rollback', () => {
  it('withdraws a running canary and does not keep it as a fallback', () => {
    const t = rollback(
      table(3, [
        ['v2', 90],
        ['v3', 10],
        ['v1', 0],
      ]),
      'remote-jobs',
    );
    expect(live(t)).toEqual([
      ['v2', 100],
      ['v1', 0],
    ]);
  });

  it('brings back the previous version after a promote, withdrawing the bad one', () => {
    let t = table(2, [['v1', 100]]);
    t = promote(t, 'remote-jobs', 'v2');
    t = rollback(t, 'remote-jobs');
    expect(live(t)).toEqual([['v1', 100]]);
    expect(weightedVersions(t, 'remote-jobs').map((l) => l.version)).toEqual(['v1']);
  });

  it('goes to a named version', () => {
    expect(
      live(
        rollback(
          table(3, [
            ['v3', 100],
            ['v2', 0],
          ]),
          'remote-jobs',
          'v1',
        ),
      ),
    ).toEqual([
      ['v1', 100],
      ['v2', 0],
    ]);
  });

  it('refuses when there is nothing to go back to', () => {
    expect(() => rollback(table(1, [['v1', 100]]), 'remote-jobs')).toThrow('no previous version');
  });
});
