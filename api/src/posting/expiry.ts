import { EXPIRY_REMINDER_DAYS } from '@chainwork/shared-config/posting';
import type { PostingDeps } from './deps';
import { sendExpiryMail } from './mails';
import { postingData, type PostingRow } from './postings-repo';
import { newRenewToken, RENEW_LINK_PREFIX, renewTokenHash } from './renew-token';
import { DAY_MS } from '@chainwork/shared-config/time';

/** Postings one run handles per kind; the next run (hourly) takes the rest. */
const BATCH = 200;

export interface ExpiryReport {
  reminded: number;
  expired: number;
}

/**
 * The hourly run: a reminder EXPIRY_REMINDER_DAYS before a live job's end and a notice at
 * its end, each with a one-click renew link; jobs past their end become expired (the
 * board stops listing them at Date + 30 days by itself). Each posting is claimed with a
 * conditional update before its mail goes out, so overlapping or retried runs mail once.
 */
export async function runPostingExpiry(deps: PostingDeps): Promise<ExpiryReport> {
  const now = deps.now().getTime();
  const report: ExpiryReport = { reminded: 0, expired: 0 };

  const { results: ending } = await deps.db
    .prepare(
      `SELECT * FROM postings WHERE state = 'live' AND live_until > ?1 AND live_until <= ?2
       AND reminded_for IS NOT live_until ORDER BY live_until LIMIT ${BATCH}`,
    )
    .bind(now, now + EXPIRY_REMINDER_DAYS * DAY_MS)
    .all<PostingRow>();
  for (const posting of ending) {
    const token = newRenewToken();
    const claimed = await deps.db
      .prepare(
        `UPDATE postings SET reminded_for = live_until, renew_token_hash = ?2
         WHERE id = ?1 AND state = 'live' AND reminded_for IS NOT live_until RETURNING live_until`,
      )
      .bind(posting.id, await renewTokenHash(token))
      .first<{ live_until: number }>();
    if (!claimed) continue;
    await notify(deps, posting, 'reminder', claimed.live_until, token);
    report.reminded += 1;
  }

  const { results: over } = await deps.db
    .prepare(`SELECT * FROM postings WHERE state = 'live' AND live_until <= ?1 ORDER BY live_until LIMIT ${BATCH}`)
    .bind(now)
    .all<PostingRow>();
  for (const posting of over) {
    const token = newRenewToken();
    const claimed = await deps.db
      .prepare(
        `UPDATE postings SET state = 'expired', expiry_mailed_for = live_until, renew_token_hash = ?2, updated_at = ?3
         WHERE id = ?1 AND state = 'live' AND live_until <= ?3 RETURNING live_until`,
      )
      .bind(posting.id, await renewTokenHash(token), now)
      .first<{ live_until: number }>();
    if (!claimed) continue;
    await notify(deps, posting, 'expired', claimed.live_until, token);
    report.expired += 1;
  }
  return report;
}

async function notify(
  deps: PostingDeps,
  posting: PostingRow,
  moment: 'reminder' | 'expired',
  liveUntil: number,
  token: string,
): Promise<void> {
  try {
    await sendExpiryMail(deps, posting.owner_email, {
      postingId: posting.id,
      jobTitle: postingData(posting).job?.title ?? 'Your job',
      moment,
      expiresAt: new Date(liveUntil),
      renewUrl: `${deps.settings.siteUrl}${RENEW_LINK_PREFIX}${token}`,
    });
  } catch (error) {
    console.error(`[posting] ${moment} mail not sent`, posting.id, error instanceof Error ? error.message : error);
  }
}
