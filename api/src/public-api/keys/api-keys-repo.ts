/**
 * The api_keys table (migration 0017): a person's live keys, creating one under the
 * per-person cap in one statement (two concurrent creations cannot both pass it), revoking
 * one of the person's own, and finding a live key by its hash for the public API.
 */
import { API_KEYS_PER_PERSON, API_KEY_LAST_USED_EVERY_MS } from '@chainwork/shared-config/public-api';
import type { SqlDatabase } from '../../db/database';

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: number;
  last_used_at: number | null;
}

const toSummary = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
});

export async function liveKeysOf(db: SqlDatabase, userId: string): Promise<ApiKeySummary[]> {
  const { results } = await db
    .prepare(
      'SELECT id, name, prefix, created_at, last_used_at FROM api_keys WHERE user_id = ?1 AND revoked_at IS NULL ORDER BY created_at DESC, id',
    )
    .bind(userId)
    .all<ApiKeyRow>();
  return results.map(toSummary);
}

/** The stored key, or null when the person holds API_KEYS_PER_PERSON live keys already. */
export async function insertKey(
  db: SqlDatabase,
  key: { id: string; userId: string; name: string; prefix: string; hash: string; now: Date },
): Promise<ApiKeySummary | null> {
  const row = await db
    .prepare(
      `INSERT INTO api_keys (id, user_id, name, prefix, key_hash, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE (SELECT count(*) FROM api_keys WHERE user_id = ?2 AND revoked_at IS NULL) < ?7
       RETURNING id, name, prefix, created_at, last_used_at`,
    )
    .bind(key.id, key.userId, key.name, key.prefix, key.hash, key.now.getTime(), API_KEYS_PER_PERSON)
    .first<ApiKeyRow>();
  return row ? toSummary(row) : null;
}

/** Revokes the person's own live key; false when they hold no such key (another's, or gone). */
export async function revokeKey(db: SqlDatabase, userId: string, id: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare('UPDATE api_keys SET revoked_at = ?3 WHERE id = ?1 AND user_id = ?2 AND revoked_at IS NULL RETURNING id')
    .bind(id, userId, now.getTime())
    .first<{ id: string }>();
  return row !== null;
}

/**
 * Whether a live key has this hash; its last use is noted at most every
 * API_KEY_LAST_USED_EVERY_MS (one write a minute for a busy key, none per call).
 */
export async function useKey(db: SqlDatabase, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare('SELECT id, last_used_at FROM api_keys WHERE key_hash = ?1 AND revoked_at IS NULL')
    .bind(hash)
    .first<{ id: string; last_used_at: number | null }>();
  if (!row) return false;
  if (row.last_used_at === null || now.getTime() - row.last_used_at >= API_KEY_LAST_USED_EVERY_MS) {
    await db.prepare('UPDATE api_keys SET last_used_at = ?2 WHERE id = ?1').bind(row.id, now.getTime()).run();
  }
  return true;
}
