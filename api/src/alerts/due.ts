import { ALERT_DIGEST_HOUR_UTC, ALERT_WEEKLY_DAY_UTC, type AlertFrequency } from '@chainwork/shared-config';
import { DAY_MS } from '@chainwork/shared-config/time';

/**
 * When an alert's next digest is due: the first digest hour (ALERT_DIGEST_HOUR_UTC) strictly
 * after `after`, every day for daily alerts, on ALERT_WEEKLY_DAY_UTC for weekly ones. A run
 * computes the next slot from the later of the slot it served and the time it ran, so a
 * scheduler that was down sends one digest for the missed days, never a burst.
 */
export function nextDueAt(frequency: AlertFrequency, after: number): number {
  const start = new Date(after);
  let slot = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), ALERT_DIGEST_HOUR_UTC);
  if (slot <= after) slot += DAY_MS;
  if (frequency === 'weekly') {
    const daysAhead = (ALERT_WEEKLY_DAY_UTC - new Date(slot).getUTCDay() + 7) % 7;
    slot += daysAhead * DAY_MS;
  }
  return slot;
}
