import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PackageRouting } from '@chainwork/shared-config';
import { fallbackCandidates, pickByWeight, primaryVersion, weightedOrder } from './weighted';

/** Published in the order given; `live` as stored. */
function entry(published: string[], live: Array<[string, number]>): PackageRouting {
  return {
    published: published.map((version) => ({ version, publishedAt: '2026-04-01T00:00:00.000Z' })),
    live: live.map(([version, weight]) => ({ version, weight })),
  };
}

describe('weightedOrder', () => {
  it('lays out weighted versions oldest published first, whatever the stored order', () => {
    const e = entry(
      ['old', 'mid', 'new'],
      [
        ['new', 10],
        ['old', 60],
        ['drained', 0],
        ['mid', 30],
      ],
    );
    expect(weightedOrder(e).map((l) => l.version)).toEqual(['old', 'mid', 'new']);
  });
});

describe('pickByWeight', () => {
  const ordered = [
    { version: 'stable', weight: 90 },
    { version: 'canary', weight: 10 },
  ];

  it.each([
    [0, 'stable'],
    [0.5, 'stable'],
    [0.8999, 'stable'],
    [0.9, 'canary'],
    [0.9999, 'canary'],
  ])('position %d -> %s', (position, version) => {
    expect(pickByWeight(ordered, position)).toBe(version);
  });

  it("uses the weights' own total when they do not sum to 100", () => {
    expect(
      pickByWeight(
        [
          { version: 'a', weight: 1 },
          { version: 'b', weight: 1 },
        ],
        0.49,
      ),
    ).toBe('a');
    expect(
      pickByWeight(
        [
          { version: 'a', weight: 1 },
          { version: 'b', weight: 1 },
        ],
        0.5,
      ),
    ).toBe('b');
    expect(pickByWeight([], 0.3)).toBeUndefined();
  });

  it('gives each version the share of positions its weight says', () => {
    const counts = { stable: 0, canary: 0 };
    for (let bucket = 0; bucket < 10_000; bucket += 1) counts[pickByWeight(ordered, bucket / 10_000) as 'stable' | 'canary'] += 1;
    expect(counts).toEqual({ stable: 9000, canary: 1000 });
  });

  it('keeps every visitor of a canary while it grows (monotone shift)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (position, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const at = (w: number) =>
            pickByWeight(
              weightedOrder(
                entry(
                  ['stable', 'canary'],
                  [
                    ['stable', 100 - w],
                    ['canary', w],
                  ],
                ),
              ),
              position,
            );
          if (at(low) === 'canary') expect(at(high)).toBe('canary');
          if (at(high) === 'stable') expect(at(low)).toBe('stable');
        },
      ),
    );
  });
});

describe('primaryVersion', () => {
  it('is the heaviest live version, the first on a tie, never a drained one', () => {
    expect(
      primaryVersion(
        entry(
          ['a', 'b'],
          [
            ['a', 10],
            ['b', 90],
          ],
        ),
      ),
    ).toBe('b');
    expect(
      primaryVersion(
        entry(
          ['a', 'b'],
          [
            ['a', 50],
            ['b', 50],
          ],
        ),
      ),
    ).toBe('a');
    expect(primaryVersion(entry(['a'], [['a', 0]]))).toBeUndefined();
  });
});

describe('fallbackCandidates', () => {
  it('tries the other weighted versions newest first, then drained ones in stored order', () => {
    const e = entry(
      ['v1', 'v2', 'v3', 'v4', 'v5'],
      [
        ['v3', 50],
        ['v5', 25],
        ['v4', 25],
        ['v2', 0],
        ['v1', 0],
      ],
    );
    expect(fallbackCandidates(e, 'v5')).toEqual(['v4', 'v3', 'v2', 'v1']);
    expect(fallbackCandidates(e, 'v2')).toEqual(['v5', 'v4', 'v3', 'v1']);
  });

  it('never offers a version that was only published', () => {
    expect(fallbackCandidates(entry(['v1', 'v2', 'v3'], [['v3', 100]]), 'v3')).toEqual([]);
  });
});
