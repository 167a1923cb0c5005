import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, type ChannelName } from '@chainwork/shared-config/channels';
import { HOUR_MS } from '@chainwork/shared-config/time';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { dueRowStatement } from './post-next';

const now = NOW.getTime();

interface PostRow {
  id: number;
  job_slug: string;
  channel: ChannelName;
  status: string;
  queued_at: number;
  next_attempt_at: number;
}

/** The rule, written plainly: due now on the channel; a job Featured now first; then the oldest, then the first queued. */
function expectedDueRow(posts: PostRow[], featuredUntil: Map<string, number | null>, channel: ChannelName): number | null {
  const due = posts.filter((p) => p.channel === channel && (p.status === 'queued' || p.status === 'failed') && p.next_attempt_at <= now);
  const featured = (p: PostRow) => ((featuredUntil.get(p.job_slug) ?? 0) > now ? 1 : 0);
  due.sort((a, b) => featured(b) - featured(a) || a.queued_at - b.queued_at || a.id - b.id);
  return due[0]?.id ?? null;
}

async function insertPosts(rows: Array<Omit<PostRow, 'id'>>): Promise<void> {
  await env.DB.batch(
    rows.map((r) =>
      env.DB.prepare('INSERT INTO channel_posts (job_slug, channel, status, queued_at, next_attempt_at) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
        r.job_slug,
        r.channel,
        r.status,
        r.queued_at,
        r.next_attempt_at,
      ),
    ),
  );
}

beforeEach(async () => {
  await resetJobs();
  await env.DB.prepare('DELETE FROM channel_posts').run();
});

describe("a channel's next post", () => {
  it('is the one the rule picks, over random backlogs (Featured, retries not yet due, sent and parked posts, jobs gone)', async () => {
    let seed = 17;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const slugs = Array.from({ length: 12 }, (_, i) => `job-${i}`);
    // Jobs 0-9 on the board (a few Featured, one whose Featured time is over); 10 and 11 gone.
    await seedJobs(slugs.slice(0, 10).map((slug) => testJob(slug)));
    const featuredUntil = new Map<string, number | null>(slugs.map((slug) => [slug, null]));
    for (const [slug, until] of [
      ['job-2', now + HOUR_MS],
      ['job-5', now + 2 * HOUR_MS],
      ['job-7', now - 1],
    ] as const) {
      await env.DB.prepare('UPDATE jobs SET featured_until = ?2 WHERE slug = ?1').bind(slug, until).run();
      featuredUntil.set(slug, until);
    }
    for (let round = 0; round < 25; round++) {
      await env.DB.prepare('DELETE FROM channel_posts').run();
      const rows: Array<Omit<PostRow, 'id'>> = [];
      for (const slug of slugs) {
        for (const channel of CHANNELS) {
          if (random() < 0.4) continue;
          const queuedAt = now - Math.floor(random() * 4) * 1000;
          const status = pick(['queued', 'queued', 'queued', 'failed', 'sent', 'parked', 'sending']);
          const nextAttemptAt = status === 'failed' && random() < 0.5 ? now + 60_000 : queuedAt;
          rows.push({ job_slug: slug, channel, status, queued_at: queuedAt, next_attempt_at: nextAttemptAt });
        }
      }
      // Inserted in a random order, so ids do not follow queued_at.
      rows.sort(() => random() - 0.5);
      if (rows.length) await insertPosts(rows);
      const { results: posts } = await env.DB.prepare('SELECT * FROM channel_posts').all<PostRow>();
      for (const channel of CHANNELS) {
        const got = await dueRowStatement(env.DB, channel, now).first<{ id: number }>();
        expect(got?.id ?? null, `round ${round}, ${channel}`).toBe(expectedDueRow(posts, featuredUntil, channel));
      }
    }
  });

  it('reads a few rows however long the backlog is', async () => {
    await seedJobs([testJob('featured-now'), testJob('plain')]);
    await env.DB.prepare('UPDATE jobs SET featured_until = ?2 WHERE slug = ?1')
      .bind('featured-now', now + HOUR_MS)
      .run();
    const backlog = Array.from({ length: 600 }, (_, i) => ({
      job_slug: `imported-${i}`,
      channel: 'telegram' as const,
      status: 'queued',
      queued_at: now - 1000 + i,
      next_attempt_at: now - 1000 + i,
    }));
    await insertPosts(backlog);
    const rowsRead = async () => {
      const result = (await dueRowStatement(env.DB, 'telegram', now).run()) as { meta: { rows_read: number } };
      return result.meta.rows_read;
    };
    // Reading and sorting the whole backlog read more than 600 rows for every message.
    expect(await rowsRead()).toBeLessThan(10);
    await insertPosts([{ job_slug: 'featured-now', channel: 'telegram', status: 'queued', queued_at: now, next_attempt_at: now }]);
    expect(await rowsRead()).toBeLessThan(10);
    const next = await dueRowStatement(env.DB, 'telegram', now).first<{ id: number }>();
    const featured = await env.DB.prepare("SELECT id FROM channel_posts WHERE job_slug = 'featured-now'").first<{ id: number }>();
    expect(next?.id).toBe(featured?.id);
  });
});
