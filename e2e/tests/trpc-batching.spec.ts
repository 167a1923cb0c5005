import { expect, test } from '@playwright/test';
import { batchUrl, latestJobs } from '../support/api';

test('a batch with one known and one unknown slug returns one result and one NOT_FOUND', async ({ request }) => {
  const [job] = await latestJobs(request, 1);
  const res = await request.get(batchUrl(['jobs.bySlug', 'jobs.bySlug'], [{ slug: job!.Pretty_url }, { slug: 'no-such-job-0000' }]));
  const body = await res.json();
  expect(body).toHaveLength(2);
  expect(body[0].result.data.json.Title).toBe(job!.Title);
  expect(body[1].error.json.data.code).toBe('NOT_FOUND');
  expect(body[1].error.json.message).toBe('Job not found');
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|node_modules|SELECT |FROM jobs|sqlite_|D1_ERROR/);
});

test('a mutation-style POST and a bad input get tRPC-shaped errors, not stacks', async ({ request }) => {
  const res = await request.get(batchUrl(['jobs.search'], [{ limit: 100000 }]));
  const [item] = await res.json();
  expect(item.error.json.data.code).toBe('BAD_REQUEST');
  expect(JSON.stringify(item)).not.toMatch(/\bat \w+ \(|node_modules|SELECT/);
});

test('two concurrent queries in the browser travel as one batched GET through the gateway', async ({ page }) => {
  const trpcRequests: Array<{ method: string; url: URL }> = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/trpc/')) trpcRequests.push({ method: req.method(), url });
  });
  // A job opened from the results (not served with the page, so the browser asks for it and its
  // similar jobs at once: the gateway hands a directly opened job page its job in the HTML).
  await page.goto('/');
  const firstJob = page.getByRole('list', { name: 'Jobs' }).getByRole('link').first();
  const href = await firstJob.getAttribute('href');
  expect(href).toMatch(/^\/jobs\//);
  trpcRequests.length = 0;
  await firstJob.click();
  await page.waitForURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => trpcRequests.filter((r) => r.url.pathname.split('/').pop()!.includes(',')).length, {
      message: `requests: ${trpcRequests.map((r) => r.url.pathname).join(' ')}`,
    })
    .toBeGreaterThanOrEqual(1);
  const first = trpcRequests.find((r) => r.url.pathname.split('/').pop()!.includes(','))!;
  expect(first.method).toBe('GET');
  expect(first.url.searchParams.get('batch')).toBe('1');
  expect(first.url.pathname.split('/').pop()!.split(',')).toEqual(expect.arrayContaining(['jobs.bySlug', 'jobs.similar']));
});
