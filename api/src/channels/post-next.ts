/**
 * The consumer's half: post the next due job on one channel. Every rule is decided in D1, so
 * concurrent consumers, redelivered messages and retries agree: the row is claimed by one
 * conditional UPDATE (still due, the channel not paused, fewer than CHANNEL_POSTS_PER_HOUR claimed
 * in the last hour), Featured jobs first, then the oldest. A failed send waits its back-off, and
 * after CHANNEL_MAX_ATTEMPTS failures the row is parked for an operator.
 */
import {
  CHANNEL_MAX_ATTEMPTS,
  CHANNEL_POSTS_PER_HOUR,
  CHANNEL_SEND_INTERRUPTED_MS,
  type ChannelName,
} from '@chainwork/shared-config/channels';
import { HOUR_MS, SECOND_MS } from '@chainwork/shared-config/time';
import type { SqlDatabase } from '../db/database';
import { backoffSeconds } from './backoff';
import { shortError } from './http';
import { loadChannelPost } from './job-post';
import type { ChannelsQueue } from './messages';
import { ChannelSendError, type ChannelAdapter } from './types';

export interface PostNextDeps {
  db: SqlDatabase;
  now: () => Date;
  siteUrl: string;
  adapter: ChannelAdapter;
  /** Where the next message goes (a hand-on, or a delayed wake-up); null in tools. */
  queue: ChannelsQueue | null;
}

export type PostOutcome =
  | { kind: 'sent'; slug: string; messageId: string }
  | { kind: 'retry'; slug: string; delaySeconds: number; error: string }
  | { kind: 'parked'; slug: string; error: string }
  | { kind: 'paused' }
  | { kind: 'capped'; wakeAt: number }
  | { kind: 'idle'; wakeAt: number | null };

interface ClaimedRow {
  id: number;
  job_slug: string;
  attempts: number;
}

/**
 * The row to send now, ?1 the channel and ?2 now: a Featured job's (pinned now) before the others,
 * then the oldest. Two reads of a few rows each, whatever the backlog: the jobs Featured now, each
 * with its post found by key (CROSS JOIN keeps jobs the outer loop), then the channel's waiting
 * posts from the oldest (migration 0021's index). A post whose job is gone is not Featured.
 */
const DUE_ROW = `SELECT id FROM (
    SELECT p.id FROM jobs AS j CROSS JOIN channel_posts AS p
    WHERE j.featured_until > ?2 AND p.job_slug = j.slug AND p.channel = ?1
      AND p.status IN ('queued', 'failed') AND p.next_attempt_at <= ?2
    ORDER BY p.queued_at, p.id LIMIT 1)
  UNION ALL
  SELECT id FROM (
    SELECT p.id FROM channel_posts AS p
    WHERE p.channel = ?1 AND p.status IN ('queued', 'failed') AND p.next_attempt_at <= ?2
    ORDER BY p.queued_at, p.id LIMIT 1)
  LIMIT 1`;

/** The channel's next post to send now (its id), or none. */
export function dueRowStatement(db: SqlDatabase, channel: ChannelName, now: number) {
  return db.prepare(DUE_ROW).bind(channel, now);
}

function claim(db: SqlDatabase, channel: ChannelName, now: number) {
  return db
    .prepare(
      `UPDATE channel_posts SET status = 'sending', attempts = attempts + 1, claimed_at = ?2
       WHERE id = (${DUE_ROW})
         AND status IN ('queued', 'failed')
         AND (SELECT paused FROM channels WHERE channel = ?1) = 0
         AND (SELECT count(*) FROM channel_posts WHERE channel = ?1 AND status IN ('sending', 'sent') AND claimed_at > ?3) < ?4
       RETURNING id, job_slug, attempts`,
    )
    .bind(channel, now, now - HOUR_MS, CHANNEL_POSTS_PER_HOUR)
    .first<ClaimedRow>();
}

/** Wording stored on a post cut off mid-send. */
export const INTERRUPTED_ERROR = 'Interrupted while sending: it may have been posted, check the channel before re-queueing';

export async function postNext(deps: PostNextDeps, channel: ChannelName): Promise<PostOutcome> {
  const now = deps.now().getTime();
  // At most once: a send cut off mid-way is never retried blindly (a second post would be worse than none).
  await deps.db
    .prepare("UPDATE channel_posts SET status = 'parked', last_error = ?3 WHERE channel = ?1 AND status = 'sending' AND claimed_at < ?2")
    .bind(channel, now - CHANNEL_SEND_INTERRUPTED_MS, INTERRUPTED_ERROR)
    .run();
  const row = await claim(deps.db, channel, now);
  if (!row) return whyNothing(deps, channel, now);

  const post = await loadChannelPost(deps.db, row.job_slug, deps.siteUrl, deps.now());
  if (!post) {
    await settle(deps.db, row.id, { status: 'parked', error: 'The job is no longer on the board', now });
    await handOn(deps, channel, now);
    return { kind: 'parked', slug: row.job_slug, error: 'The job is no longer on the board' };
  }

  try {
    const sent = await deps.adapter.send(post);
    await deps.db.batch([
      deps.db
        .prepare(
          "UPDATE channel_posts SET status = 'sent', sent_at = ?2, message_id = ?3, last_error = NULL WHERE id = ?1 AND status = 'sending'",
        )
        .bind(row.id, now, sent.messageId),
      deps.db.prepare('UPDATE channels SET last_success_at = ?2, consecutive_failures = 0 WHERE channel = ?1').bind(channel, now),
    ]);
    await handOn(deps, channel, now);
    return { kind: 'sent', slug: row.job_slug, messageId: sent.messageId };
  } catch (error) {
    // Only our own short words are stored: an unexpected error's text could carry anything.
    const message = error instanceof ChannelSendError ? error.message : `${adapterLabel(channel)}: the send failed unexpectedly`;
    if (!(error instanceof ChannelSendError)) console.error(`[channels] ${channel} ${row.job_slug} failed unexpectedly:`, error);
    const parked = row.attempts >= CHANNEL_MAX_ATTEMPTS;
    const delaySeconds = backoffSeconds(row.attempts);
    await settle(
      deps.db,
      row.id,
      parked
        ? { status: 'parked', error: message, now }
        : { status: 'failed', error: message, now, retryAt: now + delaySeconds * SECOND_MS },
    );
    await deps.db
      .prepare(
        'UPDATE channels SET last_failure_at = ?2, last_error = ?3, consecutive_failures = consecutive_failures + 1 WHERE channel = ?1',
      )
      .bind(channel, now, shortError(message))
      .run();
    // This row waits; the channel's other due jobs do not.
    await handOn(deps, channel, now);
    return parked
      ? { kind: 'parked', slug: row.job_slug, error: message }
      : { kind: 'retry', slug: row.job_slug, delaySeconds, error: message };
  }
}

function adapterLabel(channel: ChannelName): string {
  return channel[0]!.toUpperCase() + channel.slice(1);
}

function settle(
  db: SqlDatabase,
  id: number,
  outcome: { status: 'failed' | 'parked'; error: string; now: number; retryAt?: number },
): Promise<unknown> {
  return db
    .prepare("UPDATE channel_posts SET status = ?2, last_error = ?3, next_attempt_at = ?4 WHERE id = ?1 AND status = 'sending'")
    .bind(id, outcome.status, shortError(outcome.error), outcome.retryAt ?? outcome.now)
    .run();
}

/** One more message for the channel while another row is due now: each message posts one job. */
async function handOn(deps: PostNextDeps, channel: ChannelName, now: number): Promise<void> {
  if (!deps.queue) return;
  const next = await dueRowStatement(deps.db, channel, now).first<{ id: number }>();
  if (next) await deps.queue.send({ channel });
}

/** Nothing was claimed: say why, and when something will be due, have one message wake the channel then. */
async function whyNothing(deps: PostNextDeps, channel: ChannelName, now: number): Promise<PostOutcome> {
  const state = await deps.db
    .prepare(
      `SELECT c.paused,
              (SELECT count(*) FROM channel_posts WHERE channel = ?1 AND status IN ('sending', 'sent') AND claimed_at > ?3) AS recent,
              (SELECT min(claimed_at) FROM channel_posts WHERE channel = ?1 AND status IN ('sending', 'sent') AND claimed_at > ?3) AS oldest_recent,
              (SELECT min(next_attempt_at) FROM channel_posts WHERE channel = ?1 AND status IN ('queued', 'failed')) AS next_due
       FROM channels AS c WHERE c.channel = ?1`,
    )
    .bind(channel, now, now - HOUR_MS)
    .first<{ paused: number; recent: number; oldest_recent: number | null; next_due: number | null }>();
  // Paused: rows stay queued; resuming sends the channel a message.
  if (!state || state.paused) return { kind: 'paused' };
  if (state.recent >= CHANNEL_POSTS_PER_HOUR && state.next_due !== null) {
    const wakeAt = Math.max(now + SECOND_MS, (state.oldest_recent ?? now) + HOUR_MS);
    await scheduleWake(deps, channel, now, wakeAt);
    return { kind: 'capped', wakeAt };
  }
  if (state.next_due !== null && state.next_due > now) {
    await scheduleWake(deps, channel, now, state.next_due);
    return { kind: 'idle', wakeAt: state.next_due };
  }
  return { kind: 'idle', wakeAt: null };
}

/** At most one delayed message waits per channel: a new one only when none is due earlier. */
async function scheduleWake(deps: PostNextDeps, channel: ChannelName, now: number, at: number): Promise<void> {
  if (!deps.queue) return;
  const taken = await deps.db
    .prepare('UPDATE channels SET wake_at = ?2 WHERE channel = ?1 AND (wake_at IS NULL OR wake_at <= ?3 OR wake_at > ?2) RETURNING channel')
    .bind(channel, at, now)
    .first();
  if (taken) await deps.queue.send({ channel }, { delaySeconds: Math.max(1, Math.ceil((at - now) / SECOND_MS)) });
}
