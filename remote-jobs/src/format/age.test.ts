import { describe, expect, it } from 'vitest';
import { formatAge, formatPostedDate } from './age';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [59 * 1000, 'just now'],
    [5 * MIN, '5m ago'],
    [59 * MIN, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, '1d ago'],
    [3 * DAY + 5 * HOUR, '3d ago'],
    [13 * DAY, '13d ago'],
    [14 * DAY, '2w ago'],
    [59 * DAY, '8w ago'],
    [90 * DAY, '3mo ago'],
  ])('%i ms -> %s', (elapsed, label) => {
    expect(formatAge(ago(elapsed), now)).toBe(label);
  });

  it('treats a date in the future (clock skew) as new', () => {
    expect(formatAge(new Date(now.getTime() + 10 * MIN), now)).toBe('just now');
  });
});

describe('formatPostedDate', () => {
  it('reads as a short US date', () => {
    expect(formatPostedDate(new Date('2026-03-03T12:00:00Z'))).toBe('Mar 3, 2026');
  });
});
