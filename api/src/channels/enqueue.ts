import type { ChannelName } from '@chainwork/shared-config/channels';
import type { SqlDatabase, SqlStatement } from '../db/database';

/**
 * A live job's row on each enabled channel, as one statement for the batch that publishes it:
 * inserted only while the job is on the board (so a batch whose guard failed adds nothing), and
 * never twice (the (job, channel) key: a second approval or a later import adds nothing).
 */
export function enqueueJobStatement(db: SqlDatabase, slug: string, channels: readonly ChannelName[], now: number): SqlStatement {
  return db
    .prepare(
      `INSERT INTO channel_posts (job_slug, channel, queued_at, next_attempt_at)
       SELECT ?1, channel.value, ?3, ?3 FROM json_each(?2) AS channel
       WHERE EXISTS (SELECT 1 FROM jobs WHERE slug = ?1 AND status = 'published')
       ON CONFLICT (job_slug, channel) DO NOTHING`,
    )
    .bind(slug, JSON.stringify(channels), now);
}

/**
 * enqueueJobStatement for many new jobs at once (an import's set of new jobs): `jobs` is a JSON
 * array of objects with a `slug`; each live one gets its row on each channel, in the array's order.
 */
export function enqueueJobsStatement(db: SqlDatabase, jobs: string, channels: readonly ChannelName[], now: number): SqlStatement {
  return db
    .prepare(
      `INSERT INTO channel_posts (job_slug, channel, queued_at, next_attempt_at)
       SELECT jobs.slug, channel.value, ?3, ?3 FROM json_each(?1) AS j JOIN jobs ON jobs.slug = j.value ->> 'slug', json_each(?2) AS channel
       WHERE jobs.status = 'published' ORDER BY j.key, channel.key
       ON CONFLICT (job_slug, channel) DO NOTHING`,
    )
    .bind(jobs, JSON.stringify(channels), now);
}
