import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

const of = (values: number[], q: number) => percentile(values.length, q, (rank) => values[rank]!);

describe('percentile', () => {
  it('interpolates between the closest ranks', () => {
    expect(of([10, 20, 30, 40], 0.25)).toBe(18); // position 0.75: 10 + 0.75 * 10 = 17.5, rounded
    expect(of([10, 20, 30, 40], 0.5)).toBe(25);
    expect(of([10, 20, 30, 40], 0.75)).toBe(33); // position 2.25: 30 + 0.25 * 10 = 32.5
  });

  it('returns the value itself for one value, and the ends for q 0 and 1', () => {
    expect(of([70_000], 0.25)).toBe(70_000);
    expect(of([1, 5, 9], 0)).toBe(1);
    expect(of([1, 5, 9], 1)).toBe(9);
  });

  it('refuses an empty list', () => {
    expect(() => of([], 0.5)).toThrow();
  });
});
