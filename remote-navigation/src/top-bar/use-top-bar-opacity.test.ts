import { describe, expect, it } from 'vitest';
import { TOP_BAR_FADE } from '@chainwork/shared-config';
import { topBarOpacityAt } from './use-top-bar-opacity';

describe('top bar fade', () => {
  it('is fully opaque until 5 % of scroll progress', () => {
    expect(topBarOpacityAt(0)).toBe(1);
    expect(topBarOpacityAt(0.05)).toBe(1);
  });

  it('falls linearly to 0.8 between 5 % and 25 %', () => {
    expect(topBarOpacityAt(0.1)).toBeCloseTo(0.95, 10);
    expect(topBarOpacityAt(0.15)).toBeCloseTo(0.9, 10);
    expect(topBarOpacityAt(0.25)).toBeCloseTo(0.8, 10);
  });

  it('stays at 0.8 beyond 25 %, and never leaves [0.8, 1]', () => {
    expect(topBarOpacityAt(0.6)).toBeCloseTo(0.8, 10);
    expect(topBarOpacityAt(1)).toBeCloseTo(0.8, 10);
    for (let p = -0.5; p <= 1.5; p += 0.01) {
      const o = topBarOpacityAt(p);
      expect(o).toBeGreaterThanOrEqual(0.8 - 1e-9);
      expect(o).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('reads its ends from the required constants', () => {
    expect(TOP_BAR_FADE).toEqual({ scrollProgress: [0.05, 0.25], opacity: [1, 0.8] });
  });
});
