/**
 * What moderators see and do: each channel's health (last success, last failure and its error,
 * waiting, parked, sent this hour), pause and resume, and parked posts put back in the queue.
 */
import { CHANNELS, type ChannelName } from '@chainwork/shared-config/channels';
import { HOUR_MS } from '@chainwork/shared-config/time';
import type { SqlDatabase } from '../db/database';
import type { ChannelSettings } from './settings';
import { kickChannels, type ChannelsQueue } from './messages';

export interface ChannelHealth {
  channel: ChannelName;
  /** In CHANNELS_ENABLED: new jobs get a post here. */
  enabled: boolean;
  /** Its real HTTP client (credentials set) or the local outbox. */
  mode: 'live' | 'outbox';
  paused: boolean;
  pausedAt: Date | null;
  pausedBy: string | null;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  lastError: string | null;
  consecutiveFailures: number;
  /** Queued, or failed and waiting for their back-off. */
  waiting: number;
  parked: number;
  sentLastHour: number;
}

interface HealthRow {
  channel: ChannelName;
  paused: number;
  paused_at: number | null;
  paused_by: string | null;
  last_success_at: number | null;
  last_failure_at: number | null;
  last_error: string | null;
  consecutive_failures: number;
  waiting: number;
  parked: number;
  sent_last_hour: number;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

export async function channelHealth(db: SqlDatabase, settings: ChannelSettings, now: Date): Promise<ChannelHealth[]> {
  const { results } = await db
    .prepare(
      `SELECT c.*,
              (SELECT count(*) FROM channel_posts WHERE channel = c.channel AND status IN ('queued', 'failed')) AS waiting,
              (SELECT count(*) FROM channel_posts WHERE channel = c.channel AND status = 'parked') AS parked,
              (SELECT count(*) FROM channel_posts WHERE channel = c.channel AND status = 'sent' AND sent_at > ?1) AS sent_last_hour
       FROM channels AS c`,
    )
    .bind(now.getTime() - HOUR_MS)
    .all<HealthRow>();
  const byChannel = new Map(results.map((row) => [row.channel, row]));
  return CHANNELS.map((channel) => {
    const row = byChannel.get(channel);
    return {
      channel,
      enabled: settings.enabled.includes(channel),
      mode: settings[channel] ? 'live' : 'outbox',
      paused: row?.paused === 1,
      pausedAt: date(row?.paused_at ?? null),
      pausedBy: row?.paused_by ?? null,
      lastSuccessAt: date(row?.last_success_at ?? null),
      lastFailureAt: date(row?.last_failure_at ?? null),
      lastError: row?.last_error ?? null,
      consecutiveFailures: row?.consecutive_failures ?? 0,
      waiting: row?.waiting ?? 0,
      parked: row?.parked ?? 0,
      sentLastHour: row?.sent_last_hour ?? 0,
    };
  });
}

/** Paused: its rows stay queued and nothing is posted until it is resumed. */
export async function pauseChannel(db: SqlDatabase, channel: ChannelName, moderator: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE channels SET paused = 1, paused_at = ?2, paused_by = ?3 WHERE channel = ?1 AND paused = 0')
    .bind(channel, now.getTime(), moderator)
    .run();
}

/** Resumed: one message picks up where it stopped (each post hands on to the next). */
export async function resumeChannel(db: SqlDatabase, queue: ChannelsQueue | null, channel: ChannelName): Promise<void> {
  await db.prepare('UPDATE channels SET paused = 0, paused_at = NULL, paused_by = NULL WHERE channel = ?1').bind(channel).run();
  await kickChannels(queue, [channel]);
}

/** Parked posts back in the queue with a fresh set of attempts; answers how many. */
export async function requeueParked(db: SqlDatabase, queue: ChannelsQueue | null, channel: ChannelName, now: Date): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE channel_posts SET status = 'queued', attempts = 0, last_error = NULL, next_attempt_at = ?2
       WHERE channel = ?1 AND status = 'parked' RETURNING id`,
    )
    .bind(channel, now.getTime())
    .all<{ id: number }>();
  if (result.results.length) await kickChannels(queue, [channel]);
  return result.results.length;
}
