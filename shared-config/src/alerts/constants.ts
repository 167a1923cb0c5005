/**
 * Job alerts: a saved search mailed daily or weekly. Every limit and path of the
 * feature, written once; the api enforces them, the UI and the mails say them.
 */

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** Alerts one person (signed-in account or e-mail address) may have, paused ones included. */
export const MAX_ALERTS_PER_PERSON = 20;
/** Unconfirmed alerts created per address, and per client, in ALERT_UNCONFIRMED_WINDOW_MS. */
export const MAX_UNCONFIRMED_ALERTS_PER_DAY = 5;
export const ALERT_UNCONFIRMED_WINDOW_MS = 86_400_000;
/** A confirmation link works this long (7 days). */
export const ALERT_CONFIRMATION_TTL_MS = 604_800_000;
/** Jobs in one digest at most; the mail links to the full search for the rest. */
export const ALERT_DIGEST_MAX_JOBS = 20;
/** Digests go out at this hour (UTC): daily every day, weekly on ALERT_WEEKLY_DAY_UTC (0 = Sunday, 1 = Monday). */
export const ALERT_DIGEST_HOUR_UTC = 7;
export const ALERT_WEEKLY_DAY_UTC = 1;

/** Pages of the shell for the links in alert mails; the one-click POST goes to ALERT_PATHS.unsubscribe too (RFC 8058). */
export const ALERT_PATHS = {
  confirm: '/alerts/confirm',
  unsubscribe: '/alerts/unsubscribe',
} as const;
/** The query parameter that carries an alert's token in those links. */
export const ALERT_TOKEN_PARAM = 'token';

/** Stable messages the UI shows as they are. */
export const ALERT_MESSAGES = {
  tooManyAlerts: `You already have ${MAX_ALERTS_PER_PERSON} alerts. Delete one to add another.`,
  tooManyUnconfirmed: 'Too many unconfirmed alerts today. Confirm the ones in your inbox, or try again tomorrow.',
  linkInvalid: 'This link is not valid. It may have been mistyped, or the alert was deleted.',
  linkExpired: 'This confirmation link has expired. Create the alert again to get a new one.',
  alertNotFound: 'Alert not found',
  alreadyExists: 'You already have an alert for this search.',
} as const;
