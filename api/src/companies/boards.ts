import { TRPCError } from '@trpc/server';
import { COMPANY_MESSAGES } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';
import type { BoardRef } from '../imports/providers/board-ref';
import type { BoardAccess } from './board-access';
import { checkBoard } from './board-check';

/** A source's id: `{provider}:{board}` (import_sources.id). */
export function sourceIdOf(ref: BoardRef): string {
  return `${ref.provider}:${ref.board}`;
}

/**
 * Connects a board the claimant just tested again: saves the source for the company (origin
 * employer, added_by the claimant) and asks for its import. A board another company has is
 * refused; the company's own source of it (from the sources file, or removed) becomes active
 * again and keeps its origin.
 */
export async function connectBoard(
  db: SqlDatabase,
  access: BoardAccess,
  claimant: { userId: string; companySlug: string },
  ref: BoardRef,
  now: Date,
): Promise<{ sourceId: string; jobs: number }> {
  const { jobs } = await checkBoard(access, ref);
  const id = sourceIdOf(ref);
  const at = now.getTime();
  const saved = await db
    .prepare(
      `INSERT INTO import_sources (id, provider, board, company_slug, origin, added_by, status, next_attempt_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'employer', ?5, 'active', 0, ?6, ?6)
       ON CONFLICT (id) DO UPDATE SET status = 'active', next_attempt_at = 0, updated_at = excluded.updated_at
         WHERE import_sources.company_slug = excluded.company_slug
       RETURNING id`,
    )
    .bind(id, ref.provider, ref.board, claimant.companySlug, claimant.userId, at)
    .first<{ id: string }>();
  if (!saved) throw new TRPCError({ code: 'CONFLICT', message: COMPANY_MESSAGES.boardTakenByOther });
  await access.enqueueImport(id);
  return { sourceId: id, jobs };
}
