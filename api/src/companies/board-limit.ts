import { TRPCError } from '@trpc/server';
import { BOARD_CHECK_RATE_LIMIT, COMPANY_MESSAGES } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';

/**
 * Counts one board check for the person, or refuses it (TOO_MANY_REQUESTS) when their window
 * is full. The count and the insert are one statement, so checks sent at once cannot all pass
 * on the same count. Refused checks are not counted.
 */
export async function takeBoardCheck(db: SqlDatabase, userId: string, now: Date): Promise<void> {
  const at = now.getTime();
  const windowStart = at - BOARD_CHECK_RATE_LIMIT.windowSeconds * 1000;
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM board_checks WHERE user_id = ?1 AND checked_at <= ?2').bind(userId, windowStart),
    db
      .prepare(
        `INSERT INTO board_checks (user_id, checked_at)
         SELECT ?1, ?2 WHERE (SELECT count(*) FROM board_checks WHERE user_id = ?1 AND checked_at > ?3) < ?4
         RETURNING checked_at`,
      )
      .bind(userId, at, windowStart, BOARD_CHECK_RATE_LIMIT.limit),
  ]);
  if (!inserted?.results.length) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: COMPANY_MESSAGES.tooManyBoardChecks });
}
