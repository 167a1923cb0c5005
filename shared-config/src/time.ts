/**
 * Lengths of time in milliseconds, the unit of Date and timers. UTC days: every schedule
 * and expiry here counts whole 24-hour days, never calendar days across a clock change.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
