import { mediumDate } from './numbers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How long ago a job was posted, short enough for a card: "just now", "5h ago", "3d ago", "2w ago". */
export function formatAge(posted: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - posted.getTime();
  // A date slightly in the future (clock skew between server and visitor) reads as new.
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 2 * WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  if (elapsed < 60 * DAY) return `${Math.floor(elapsed / WEEK)}w ago`;
  return `${Math.floor(elapsed / (30 * DAY))}mo ago`;
}

/** "Mar 3, 2026": the posted date on a job page. */
export function formatPostedDate(date: Date): string {
  return mediumDate(date);
}
