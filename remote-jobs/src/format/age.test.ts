import { describe, expect, it } from 'vitest';
import { formatAge, formatPostedDate } from './age';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@chainwork/shared-config/time';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [59 * 1000, 'just now'],
    [5 * MINUTE_MS, '5m ago'],
    [59 * MINUTE_MS, '59m ago'],
    [HOUR_MS, '1h ago'],
    [23 * HOUR_MS + 59 * MINUTE_MS, '23h ago'],
    [DAY_MS, '1d ago'],
    [3 * DAY_MS + 5 * HOUR_MS, '3d ago'],
    [13 * DAY_MS, '13d ago'],
    [14 * DAY_MS, '2w ago'],
    [59 * DAY_MS, '8w ago'],
    [90 * DAY_MS, '3mo ago'],
  ])('%i ms -> %s', (elapsed, label) => {
    expect(formatAge(ago(elapsed), now)).toBe(label);
  });

  it('treats a date in the future (clock skew) as new', () => {
    expect(formatAge(new Date(now.getTime() + 10 * MINUTE_MS), now)).toBe('just now');
  });
});

describe('formatPostedDate', () => {
  it('reads as a short US date', () => {
    expect(formatPostedDate(new Date('2026-03-03T12:00:00Z'))).toBe('Mar 3, 2026');
  });
});
