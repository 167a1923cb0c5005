/**
 * Per-client limits on what visitors send (feedback, suggestions, events), counted from
 * the rows themselves: no extra state, and exact within the window. The client key is the
 * gateway's (a hash of it is stored, never an address).
 */
import { TRPCError } from '@trpc/server';
import type { SqlDatabase } from '../db/database';
import { ERROR_MESSAGES } from '../error-messages';

type SubmissionTable = 'feedback' | 'listing_suggestions' | 'events';

export async function hashClientKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`chainwork-client:${key}`));
  return [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
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
