/**
 * Per-client limits on what visitors send (feedback, suggestions, events), counted from
 * the rows themselves: no extra state, and exact within the window. The client key is the
 * gateway's (a hash of it is stored, never an address).
 */
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { TRPCError } from '@trpc/server';
import type { SqlDatabase } from '../db/database';
import { ERROR_MESSAGES } from '../error-messages';

type SubmissionTable = 'feedback' | 'listing_suggestions' | 'events';

export async function hashClientKey(key: string): Promise<string> {
  return (await sha256Hex(`chainwork-client:${key}`)).slice(0, 24);
}

export async function assertUnderLimit(
  db: SqlDatabase,
  table: SubmissionTable,
  clientKeyHash: string,
  limit: { limit: number; windowSeconds: number },
  now: Date,
): Promise<void> {
  const since = now.getTime() - limit.windowSeconds * 1000;
  const row = await db
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE client_key = ?1 AND submitted_at > ?2`)
    .bind(clientKeyHash, since)
    .first<{ n: number }>();
  if ((row?.n ?? 0) >= limit.limit) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ERROR_MESSAGES.tooManySubmissions });
}
