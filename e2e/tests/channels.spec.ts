import { expect, test } from '@playwright/test';
import { withDb } from '../support/jobs';
import { approveJob, postJob, signUpFromPostJob } from '../support/posting';
import { newAddress } from '../support/sign-in';

const uniqueTitle = (role: string) => `${role} ${Date.now().toString(36).toUpperCase()}`;

test.describe('channels', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a job approved in the moderation area is posted once each to Telegram, Discord and Bluesky, shown in /dev/outbox', async ({
    page,
    browser,
  }) => {
    const job = { title: uniqueTitle('Protocol Engineer'), company: 'Relay Labs' };
    await signUpFromPostJob(page, newAddress('employer'));
    await postJob(page, job, 'Featured');
    const slug = await approveJob(browser, job.title);

    // The queue's consumer (wrangler's local queues) posts to each channel's local outbox.
    const posts = page.locator(`article.post[data-job="${slug}"]`);
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(posts).toHaveCount(3, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    expect((await posts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-channel')))).sort()).toEqual([
      'bluesky',
      'discord',
      'telegram',
    ]);
    const telegram = page.locator(`article.post[data-channel="telegram"][data-job="${slug}"]`);
    await expect(telegram.getByText(job.title).first()).toBeVisible();
    await expect(telegram.getByText(`/jobs/${slug}`).first()).toBeVisible();

    // Once: every row sent, and no second post after the consumer has had its turn again.
    const sent = await withDb(async (db) => {
      const rows = await db.prepare('SELECT channel, status FROM channel_posts WHERE job_slug = ?1 ORDER BY channel').bind(slug).all();
      const outbox = await db.prepare('SELECT count(*) AS n FROM channel_outbox WHERE job_slug = ?1').bind(slug).first<{ n: number }>();
      return { rows: rows.results, posts: outbox?.n };
    });
    expect(sent).toEqual({
      rows: [
        { channel: 'bluesky', status: 'sent' },
        { channel: 'discord', status: 'sent' },
        { channel: 'telegram', status: 'sent' },
      ],
      posts: 3,
    });
  });
});
