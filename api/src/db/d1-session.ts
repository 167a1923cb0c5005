/**
 * D1's Sessions API, one session per request: reads may be served by a read replica, and
 * a visitor who wrote something reads from a copy at least as new as their write. The
 * bookmark of that write travels in an HttpOnly cookie (D1_BOOKMARK_COOKIE: set here
 * after a write, forwarded by the gateway); docs/adr/0009-facet-counts-and-read-sessions.md.
 *
 * Without a (well-formed) bookmark a session starts `first-unconstrained`: any copy will
 * do, as for any visitor who has written nothing. A bookmark from a client is only a hint
 * to D1 ("at least this new"), never an identity: it is passed on only when it has D1's
 * shape and length, and anything else is ignored, not an error.
 */
import { z } from 'zod';
import { D1_BOOKMARK_MAX_LENGTH } from '@chainwork/shared-config/sessions';
import type { SqlDatabase } from './database';

/** One session's handle: the usual statements, and the bookmark of the newest data it saw or wrote. */
export interface SessionDatabase extends SqlDatabase {
  getBookmark(): string | null;
}

/** A D1 binding as far as sessions go (a real `D1Database` satisfies it). */
export interface SessionSource extends SqlDatabase {
  withSession(constraintOrBookmark?: string): SessionDatabase;
}

/** D1 writes bookmarks as dash-separated hex groups (e.g. `0000000b-00000004-00004fa5-0c7d2e…`). */
const bookmarkSchema = z
  .string()
  .max(D1_BOOKMARK_MAX_LENGTH)
  .regex(/^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i);

/** The client's bookmark if it has D1's shape, else null (the session then starts unconstrained). */
export function clientBookmark(raw: string | null | undefined): string | null {
  const parsed = bookmarkSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Where a session without a bookmark starts: any copy (D1's constraint name). */
export const UNCONSTRAINED = 'first-unconstrained';

/** A session for one request, from the client's bookmark when it has D1's shape. */
export function openSession(db: SessionSource, rawBookmark: string | null | undefined): SessionDatabase {
  return db.withSession(clientBookmark(rawBookmark) ?? UNCONSTRAINED);
}
