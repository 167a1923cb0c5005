import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './time';

describe('time lengths', () => {
  it('are the milliseconds Date counts in', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(Date.UTC(2026, 0, 1, 0, 0, 1) - start).toBe(SECOND_MS);
    expect(Date.UTC(2026, 0, 1, 0, 1) - start).toBe(MINUTE_MS);
    expect(Date.UTC(2026, 0, 1, 1) - start).toBe(HOUR_MS);
    expect(Date.UTC(2026, 0, 2) - start).toBe(DAY_MS);
    expect(Date.UTC(2026, 0, 8) - start).toBe(WEEK_MS);
  });
});
