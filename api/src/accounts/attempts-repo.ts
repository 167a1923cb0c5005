import { SIGN_IN_MAX_WRONG_CODES, type SignInIntent } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';

/** Attempts older than this are deleted as new ones arrive: long past expiry and every rate window. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface NewAttempt {
  id: string;
  email: string;
  intent: SignInIntent;
  linkHash: string;
  codeHash: string;
  clientKey: string;
  createdAt: number;
  expiresAt: number;
}

export interface AttemptRow {
  id: string;
  email: string;
  intent: SignInIntent;
  code_hash: string;
  wrong_codes: number;
  expires_at: number;
  used_at: number | null;
}

export interface ClaimedAttempt {
  id: string;
  email: string;
  intent: SignInIntent;
}

/** Attempts since a moment for an address, a client, or an address from one client. */
export function countSince(db: SqlDatabase, of: { email?: string; clientKey?: string }, since: number): Promise<number> {
  return db
    .prepare(
      'SELECT COUNT(*) AS n FROM sign_in_attempts WHERE (?1 IS NULL OR email = ?1) AND (?2 IS NULL OR client_key = ?2) AND created_at > ?3',
    )
    .bind(of.email ?? null, of.clientKey ?? null, since)
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0);
}

/** Records an attempt and forgets old ones, in one transaction. */
export async function insertAttempt(db: SqlDatabase, attempt: NewAttempt): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM sign_in_attempts WHERE created_at < ?1').bind(attempt.createdAt - ATTEMPT_RETENTION_MS),
    db
      .prepare(
        `INSERT INTO sign_in_attempts (id, email, intent, link_hash, code_hash, client_key, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        attempt.id,
        attempt.email,
        attempt.intent,
        attempt.linkHash,
        attempt.codeHash,
        attempt.clientKey,
        attempt.createdAt,
        attempt.expiresAt,
      ),
  ]);
}

export function findAttempt(db: SqlDatabase, id: string): Promise<AttemptRow | null> {
  return db
    .prepare('SELECT id, email, intent, code_hash, wrong_codes, expires_at, used_at FROM sign_in_attempts WHERE id = ?1')
    .bind(id)
    .first<AttemptRow>();
}

/**
 * Marks an attempt used if it still may be: unused, unexpired, not locked. One UPDATE,
 * so two tabs opening the same link at once cannot both win.
 */
export function claimAttempt(db: SqlDatabase, where: { id: string } | { linkHash: string }, now: number): Promise<ClaimedAttempt | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['link_hash', where.linkHash];
  return db
    .prepare(
      `UPDATE sign_in_attempts SET used_at = ?1
     WHERE ${column} = ?2 AND used_at IS NULL AND expires_at > ?1 AND wrong_codes < ?3
     RETURNING id, email, intent`,
    )
    .bind(now, value, SIGN_IN_MAX_WRONG_CODES)
    .first<ClaimedAttempt>();
}

/** Counts one wrong code; returns the new count (null when the attempt is gone or used). */
export async function recordWrongCode(db: SqlDatabase, id: string): Promise<number | null> {
  const row = await db
    .prepare('UPDATE sign_in_attempts SET wrong_codes = wrong_codes + 1 WHERE id = ?1 AND used_at IS NULL RETURNING wrong_codes')
    .bind(id)
    .first<{ wrong_codes: number }>();
  return row?.wrong_codes ?? null;
}

/** After a successful sign-in, the address's other open links and codes stop working. */
export function closeOtherAttempts(db: SqlDatabase, email: string, now: number) {
  return db.prepare('UPDATE sign_in_attempts SET used_at = ?1 WHERE email = ?2 AND used_at IS NULL').bind(now, email);
}
