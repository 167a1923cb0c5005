import { describe, expect, it } from 'vitest';
import { formatTable, percentile, summarise } from './report';

describe('percentile', () => {
  it('is the nearest rank: the value at or below which p percent of the samples lie', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 75)).toBe(80);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([42], 75)).toBe(42);
  });

  it('is NaN without samples and refuses a percentile out of range', () => {
    expect(percentile([], 75)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarise', () => {
  it('meets the targets with p75 at most 100 ms and the worst at most 200 ms', () => {
    expect(summarise('tick', [16, 24, 100, 40, 200])).toEqual({ label: 'tick', n: 5, p75: 100, worst: 200, met: true });
  });

  it('misses them when the p75 or the worst is over', () => {
    expect(summarise('type', [16, 16, 16, 208]).met).toBe(false);
    expect(summarise('sort', [104, 104, 104, 16]).met).toBe(false);
    expect(summarise('none', []).met).toBe(false);
  });
});

describe('formatTable', () => {
  it('has a line per interaction with n, p75, worst, the target and the verdict', () => {
    const lines = formatTable([summarise('open the drawer (375 px)', [24, 32, 40]), summarise('change the sort', [120, 300])]);
    expect(lines[0]).toMatch(/^interaction\s+n\s+p75\s+worst\s+target \(p75 \/ worst\)\s+verdict$/);
    expect(lines[2]).toMatch(/^open the drawer \(375 px\)\s+3\s+40 ms\s+40 ms\s+<= 100 \/ 200 ms\s+met$/);
    expect(lines[3]).toMatch(/^change the sort\s+2\s+300 ms\s+300 ms\s+<= 100 \/ 200 ms\s+MISSED$/);
  });

  it('reads "-" for a kind of interaction with no samples', () => {
    expect(formatTable([summarise('posting', [])])[2]).toMatch(/^posting\s+0\s+-\s+-\s+.*MISSED$/);
  });
});
