import { mediumDate } from './numbers';
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from '@chainwork/shared-config/time';

/** How long ago a job was posted, short enough for a card: "just now", "5h ago", "3d ago", "2w ago". */
export function formatAge(posted: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - posted.getTime();
  // A date slightly in the future (clock skew between server and visitor) reads as new.
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 2 * WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  if (elapsed < 60 * DAY_MS) return `${Math.floor(elapsed / WEEK_MS)}w ago`;
  return `${Math.floor(elapsed / (30 * DAY_MS))}mo ago`;
}

/** "Mar 3, 2026": the posted date on a job page. */
export function formatPostedDate(date: Date): string {
  return mediumDate(date);
}
