import { TRPCError } from '@trpc/server';
import {
  ALERT_CONFIRMATION_TTL_MS,
  ALERT_MESSAGES,
  ALERT_UNCONFIRMED_WINDOW_MS,
  MAX_ALERTS_PER_PERSON,
  MAX_UNCONFIRMED_ALERTS_PER_DAY,
  describeSearch,
  type AlertFrequency,
  type Identity,
  type SearchFilters,
} from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { planSearch } from '../search/search-plan';
import { ALERT_COLUMNS, toAlertView, type AlertRow, type AlertView } from './alert-row';
import { nextDueAt } from './due';
import { alertLinks } from './links';
import { confirmationMail } from './mail/alert-mails';
import { confirmationMailKey } from './mail/mail-keys';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { newToken } from './tokens';

/** What the alerts procedures need besides their input. */
export interface AlertsDeps {
  db: SqlDatabase;
  now: () => Date;
  mailer: Mailer;
  siteUrl: string;
}

/** Who asks: a signed-in person, or an anonymous visitor with the address they typed and their client. */
export type Requester = { kind: 'signed-in'; identity: Identity } | { kind: 'anonymous'; email: string; clientKey: string | null };

export type CreateResult =
  | { status: 'active'; alert: AlertView }
  /** Anonymous: a confirmation link was mailed (or the address already has this alert: the answer is the same). */
  | { status: 'confirmation-sent'; email: string };

const HIGH_WATER = '(SELECT coalesce(max(id), 0) FROM jobs)';

/** The canonical key of a search: equal keys, equal results (search-plan.ts). */
function searchKey(search: SearchFilters): string {
  return planSearch(search).key;
}

/** The search as stored: only the keys that hold a value. */
function storedSearch(search: SearchFilters): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))),
  );
}

const ownerClause = `(user_id = ?1 OR (user_id IS NULL AND email = ?2))`;

async function countLiveAlerts(db: SqlDatabase, userId: string | null, email: string): Promise<number> {
  const row = await db
    .prepare(`SELECT count(*) AS n FROM alerts WHERE ${ownerClause} AND status != 'stopped'`)
    .bind(userId, email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function isSuppressed(db: SqlDatabase, email: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM mail_suppressions WHERE email = ?1').bind(email).first()) !== null;
}

export async function createAlert(
  deps: AlertsDeps,
  input: { search: SearchFilters; frequency: AlertFrequency },
  who: Requester,
): Promise<CreateResult> {
  const now = deps.now().getTime();
  const key = searchKey(input.search);
  const email = (who.kind === 'signed-in' ? who.identity.email : who.email).trim().toLowerCase();
  const userId = who.kind === 'signed-in' ? who.identity.userId : null;

  if (who.kind === 'signed-in') {
    // The same search again: the person is choosing its frequency, not adding an alert.
    const existing = await deps.db
      .prepare(`SELECT ${ALERT_COLUMNS} FROM alerts WHERE ${ownerClause} AND search_key = ?3 AND status IN ('active', 'paused')`)
      .bind(userId, email, key)
      .first<AlertRow>();
    if (existing) {
      const row = await deps.db
        .prepare(
          `UPDATE alerts SET frequency = ?2, status = 'active', next_due_at = CASE WHEN frequency = ?2 AND status = 'active' THEN next_due_at ELSE ?3 END,
        updated_at = ?4 WHERE id = ?1 RETURNING ${ALERT_COLUMNS}`,
        )
        .bind(existing.id, input.frequency, nextDueAt(input.frequency, now), now)
        .first<AlertRow>();
      return { status: 'active', alert: toAlertView(row ?? existing) };
    }
    if ((await countLiveAlerts(deps.db, userId, email)) >= MAX_ALERTS_PER_PERSON) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ALERT_MESSAGES.tooManyAlerts });
    }
    // Signed in, the address is verified: the alert is active at once, from the newest job on.
    const row = await deps.db
      .prepare(
        `INSERT INTO alerts (user_id, email, search_json, search_key, frequency, status, unsubscribe_token,
        last_job_id, next_due_at, created_at, confirmed_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ${HIGH_WATER}, ?7, ?8, ?8, ?8) RETURNING ${ALERT_COLUMNS}`,
      )
      .bind(userId, email, storedSearch(input.search), key, input.frequency, newToken(), nextDueAt(input.frequency, now), now)
      .first<AlertRow>();
    if (!row) throw new Error('alert insert returned no row');
    return { status: 'active', alert: toAlertView(row) };
  }

  const answered: CreateResult = { status: 'confirmation-sent', email };
  const clientHash = who.clientKey ? await sha256Hex(who.clientKey) : null;
  const since = now - ALERT_UNCONFIRMED_WINDOW_MS;
  const counts = await deps.db
    .prepare(
      `SELECT
      (SELECT count(*) FROM alerts WHERE email = ?1 AND status = 'pending' AND created_at > ?2) AS by_email,
      (SELECT count(*) FROM alerts WHERE client_hash = ?3 AND status = 'pending' AND created_at > ?2) AS by_client,
      (SELECT count(*) FROM alerts WHERE email = ?1 AND status != 'stopped') AS live,
      (SELECT count(*) FROM alerts WHERE email = ?1 AND search_key = ?4 AND status IN ('active', 'paused')) AS same`,
    )
    .bind(email, since, clientHash, key)
    .first<{ by_email: number; by_client: number; live: number; same: number }>();
  if ((counts?.by_email ?? 0) >= MAX_UNCONFIRMED_ALERTS_PER_DAY || (counts?.by_client ?? 0) >= MAX_UNCONFIRMED_ALERTS_PER_DAY) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ALERT_MESSAGES.tooManyUnconfirmed });
  }
  // An address that already has this alert, or bounced or complained, gets no mail; the
  // visitor sees the same answer, so the form tells nobody what an address subscribes to.
  if ((counts?.same ?? 0) > 0 || (await isSuppressed(deps.db, email))) return answered;
  if ((counts?.live ?? 0) >= MAX_ALERTS_PER_PERSON) throw new TRPCError({ code: 'FORBIDDEN', message: ALERT_MESSAGES.tooManyAlerts });

  const token = newToken();
  const inserted = await deps.db
    .prepare(
      `INSERT INTO alerts (email, search_json, search_key, frequency, status, unsubscribe_token,
      confirm_token_hash, confirm_expires_at, client_hash, created_at, updated_at)
    VALUES (?1, ?2, ?3, ?4, 'pending', ?5, ?6, ?7, ?8, ?9, ?9) RETURNING id, created_at`,
    )
    .bind(
      email,
      storedSearch(input.search),
      key,
      input.frequency,
      newToken(),
      await sha256Hex(token),
      now + ALERT_CONFIRMATION_TTL_MS,
      clientHash,
      now,
    )
    .first<Pick<AlertRow, 'id' | 'created_at'>>();
  if (!inserted) throw new Error('alert insert returned no row');
  const mail = await confirmationMail({
    siteUrl: deps.siteUrl,
    description: describeSearch(input.search),
    frequency: input.frequency,
    confirmUrl: alertLinks.confirm(deps.siteUrl, token),
    expiresAt: new Date(now + ALERT_CONFIRMATION_TTL_MS),
  });
  await deps.mailer.send({ to: email, ...mail, kind: 'alert-confirmation', idempotencyKey: confirmationMailKey(inserted) });
  return answered;
}

export type ConfirmResult = { alert: AlertView; alreadyConfirmed: boolean };

/** The confirmation link: a pending alert becomes active and starts from the newest job. */
export async function confirmAlert(deps: Pick<AlertsDeps, 'db' | 'now'>, token: string): Promise<ConfirmResult> {
  const now = deps.now().getTime();
  const row = await deps.db
    .prepare(`SELECT ${ALERT_COLUMNS} FROM alerts WHERE confirm_token_hash = ?1`)
    .bind(await sha256Hex(token))
    .first<AlertRow>();
  if (!row || row.status === 'stopped') throw new TRPCError({ code: 'NOT_FOUND', message: ALERT_MESSAGES.linkInvalid });
  if (row.status !== 'pending') return { alert: toAlertView(row), alreadyConfirmed: true };
  if ((row.confirm_expires_at ?? 0) <= now) throw new TRPCError({ code: 'BAD_REQUEST', message: ALERT_MESSAGES.linkExpired });
  const confirmed = await deps.db
    .prepare(
      `UPDATE alerts SET status = 'active', confirmed_at = ?2, next_due_at = ?3, last_job_id = ${HIGH_WATER}, updated_at = ?2
    WHERE id = ?1 AND status = 'pending' RETURNING ${ALERT_COLUMNS}`,
    )
    .bind(row.id, now, nextDueAt(row.frequency, now))
    .first<AlertRow>();
  return { alert: toAlertView(confirmed ?? row), alreadyConfirmed: !confirmed };
}

/**
 * Stops the alert whose unsubscribe token this is, at once (the link in every mail, and the
 * one-click POST). False when no alert has this token.
 */
export async function unsubscribeAlert(
  deps: Pick<AlertsDeps, 'db' | 'now'>,
  token: string,
): Promise<{ found: boolean; description: string | null }> {
  const row = await deps.db
    .prepare(
      `UPDATE alerts SET status = 'stopped', stop_reason = coalesce(stop_reason, 'unsubscribed'), next_due_at = NULL, updated_at = ?2
    WHERE unsubscribe_token = ?1 RETURNING search_json`,
    )
    .bind(token, deps.now().getTime())
    .first<{ search_json: string }>();
  if (!row) return { found: false, description: null };
  return { found: true, description: describeSearch(JSON.parse(row.search_json) as SearchFilters) };
}

/**
 * What the unsubscribe link names, for its page to show before anyone presses the button:
 * the search in words, and whether the alert is already stopped. Null for an unknown token.
 */
export async function alertOfUnsubscribeToken(db: SqlDatabase, token: string): Promise<{ description: string; stopped: boolean } | null> {
  const row = await db
    .prepare('SELECT search_json, status FROM alerts WHERE unsubscribe_token = ?1')
    .bind(token)
    .first<{ search_json: string; status: string }>();
  if (!row) return null;
  return { description: describeSearch(JSON.parse(row.search_json) as SearchFilters), stopped: row.status === 'stopped' };
}

/** A person's alerts (their account's, and those confirmed from their address before they signed in), newest first. */
export async function listAlerts(db: SqlDatabase, identity: Identity): Promise<AlertView[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ALERT_COLUMNS} FROM alerts WHERE ${ownerClause} AND status IN ('active', 'paused') ORDER BY created_at DESC, id DESC`,
    )
    .bind(identity.userId, identity.email.toLowerCase())
    .all<AlertRow>();
  return results.map(toAlertView);
}

/**
 * Updates one of the person's alerts that is not stopped: `set` is the SET list, whose
 * parameters are ?4 onwards (`params`); NOT_FOUND when the alert is not theirs or is stopped.
 */
async function updateOwnAlert(db: SqlDatabase, identity: Identity, id: number, set: string, params: unknown[]): Promise<AlertView> {
  const row = await db
    .prepare(`UPDATE alerts SET ${set} WHERE id = ?3 AND ${ownerClause} AND status IN ('active', 'paused') RETURNING ${ALERT_COLUMNS}`)
    .bind(identity.userId, identity.email.toLowerCase(), id, ...params)
    .first<AlertRow>();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ALERT_MESSAGES.alertNotFound });
  return toAlertView(row);
}

/** Pause or resume one of the person's alerts; a resumed alert starts after the newest job, not where it paused. */
export async function setAlertPaused(
  deps: Pick<AlertsDeps, 'db' | 'now'>,
  identity: Identity,
  id: number,
  paused: boolean,
): Promise<AlertView> {
  const now = deps.now().getTime();
  if (paused) return updateOwnAlert(deps.db, identity, id, `status = 'paused', next_due_at = NULL, updated_at = ?4`, [now]);
  return updateOwnAlert(
    deps.db,
    identity,
    id,
    `status = 'active', next_due_at = CASE WHEN status = 'active' THEN next_due_at WHEN frequency = 'daily' THEN ?5 ELSE ?6 END,
      last_job_id = CASE WHEN status = 'active' THEN last_job_id ELSE ${HIGH_WATER} END, updated_at = ?4`,
    [now, nextDueAt('daily', now), nextDueAt('weekly', now)],
  );
}

/**
 * Daily or weekly, from the alerts page. An active alert's next digest moves to the new
 * rhythm's next slot; its cursor stays, so the jobs since its last digest still come.
 */
export async function setAlertFrequency(
  deps: Pick<AlertsDeps, 'db' | 'now'>,
  identity: Identity,
  id: number,
  frequency: AlertFrequency,
): Promise<AlertView> {
  const now = deps.now().getTime();
  return updateOwnAlert(
    deps.db,
    identity,
    id,
    `next_due_at = CASE WHEN status = 'active' AND frequency != ?4 THEN ?5 ELSE next_due_at END, frequency = ?4, updated_at = ?6`,
    [frequency, nextDueAt(frequency, now), now],
  );
}

/** Deletes one of the person's alerts and what it sent (its mails stay in the outbox). */
export async function deleteAlert(db: SqlDatabase, identity: Identity, id: number): Promise<void> {
  const [, deleted] = await db.batch([
    db
      .prepare(`DELETE FROM alert_sent_jobs WHERE alert_id = (SELECT id FROM alerts WHERE id = ?3 AND ${ownerClause})`)
      .bind(identity.userId, identity.email.toLowerCase(), id),
    db.prepare(`DELETE FROM alerts WHERE id = ?3 AND ${ownerClause} RETURNING id`).bind(identity.userId, identity.email.toLowerCase(), id),
  ]);
  if (!deleted?.results.length) throw new TRPCError({ code: 'NOT_FOUND', message: ALERT_MESSAGES.alertNotFound });
}

/** Never mail this address again (a bounce, a complaint, or an operator's command): stops its alerts. */
export async function suppressAddress(
  db: SqlDatabase,
  email: string,
  reason: 'bounce' | 'complaint' | 'manual',
  now: number,
): Promise<number> {
  const address = email.trim().toLowerCase();
  const stopReason = reason === 'manual' ? 'unsubscribed' : reason;
  const [, stopped] = await db.batch([
    db
      .prepare('INSERT INTO mail_suppressions (email, reason, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO NOTHING')
      .bind(address, reason, now),
    db
      .prepare(
        `UPDATE alerts SET status = 'stopped', stop_reason = ?2, next_due_at = NULL, updated_at = ?3 WHERE email = ?1 AND status != 'stopped' RETURNING id`,
      )
      .bind(address, stopReason, now),
  ]);
  return stopped?.results.length ?? 0;
}
