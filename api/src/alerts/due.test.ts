import { describe, expect, it } from 'vitest';
import { ALERT_DIGEST_HOUR_UTC, ALERT_WEEKLY_DAY_UTC } from '@chainwork/shared-config';
import { nextDueAt } from './due';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextDueAt', () => {
  it('uses the shared digest hour and weekday', () => {
    expect(ALERT_DIGEST_HOUR_UTC).toBe(7);
    expect(ALERT_WEEKLY_DAY_UTC).toBe(1);
  });

  it('daily: the same day before the hour, the next day at or after it', () => {
    expect(iso(nextDueAt('daily', at('2026-11-24T06:59:59.999Z')))).toBe('2026-11-24T07:00:00.000Z');
    expect(iso(nextDueAt('daily', at('2026-11-24T07:00:00.000Z')))).toBe('2026-11-25T07:00:00.000Z');
    expect(iso(nextDueAt('daily', at('2026-11-24T23:30:00.000Z')))).toBe('2026-11-25T07:00:00.000Z');
  });

  it('daily: crosses month and year ends', () => {
    expect(iso(nextDueAt('daily', at('2026-11-30T12:00:00.000Z')))).toBe('2026-12-01T07:00:00.000Z');
    expect(iso(nextDueAt('daily', at('2026-12-31T08:00:00.000Z')))).toBe('2027-01-01T07:00:00.000Z');
  });

  it('weekly: the next Monday at the hour, strictly after', () => {
    // 2026-11-23 is a Monday.
    expect(iso(nextDueAt('weekly', at('2026-11-23T06:00:00.000Z')))).toBe('2026-11-23T07:00:00.000Z');
    expect(iso(nextDueAt('weekly', at('2026-11-23T07:00:00.000Z')))).toBe('2026-11-30T07:00:00.000Z');
    expect(iso(nextDueAt('weekly', at('2026-11-24T10:00:00.000Z')))).toBe('2026-11-30T07:00:00.000Z');
    expect(iso(nextDueAt('weekly', at('2026-11-29T23:59:00.000Z')))).toBe('2026-11-30T07:00:00.000Z');
    expect(iso(nextDueAt('weekly', at('2026-12-28T09:00:00.000Z')))).toBe('2027-01-04T07:00:00.000Z');
  });

  it('every slot is at the hour, after the instant, and within one period of it', () => {
    const start = at('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < 500; i++) {
      const after = start + i * 3_917_000 * 7; // steps that land on every hour and weekday
      for (const frequency of ['daily', 'weekly'] as const) {
        const due = nextDueAt(frequency, after);
        const date = new Date(due);
        expect(due).toBeGreaterThan(after);
        expect(due - after).toBeLessThanOrEqual((frequency === 'daily' ? 1 : 7) * 86_400_000);
        expect(date.getUTCHours()).toBe(7);
        expect(date.getUTCMinutes()).toBe(0);
        if (frequency === 'weekly') expect(date.getUTCDay()).toBe(1);
      }
    }
  });

  it('a run after a missed week sends one digest and moves on from now', () => {
    const servedSlot = at('2026-11-10T07:00:00.000Z');
    const ranAt = at('2026-11-24T09:15:00.000Z');
    expect(iso(nextDueAt('daily', Math.max(servedSlot, ranAt)))).toBe('2026-11-25T07:00:00.000Z');
  });
});
