import { expect, test } from '@playwright/test';
import { expiredJobSlug, insertJob } from '../support/jobs';

test('an expired job shows as closed, without an apply button or JobPosting markup, and answers 410', async ({ page, request }) => {
  const slug = await expiredJobSlug();
  const served = await request.get(`/jobs/${slug}`);
  expect(served.status()).toBe(410);
  expect(await served.text()).not.toContain('application/ld+json');

  const res = await page.goto(`/jobs/${slug}`);
  expect(res?.status()).toBe(410);
  await expect(page.getByText(/this job is closed/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
});

test('a description carrying an XSS attempt renders as inert text', async ({ page }) => {
  const slug = `xss-probe-security-engineer-${Date.now().toString(36)}`;
  await insertJob({
    slug,
    title: 'Security Engineer (XSS probe)',
    company: 'E2E Labs',
    descriptionMd: [
      '## About',
      'We <script>window.__xss = 1</script> test.',
      '<img src="x" onerror="window.__xss = 2">',
      '[click me](javascript:window.__xss=3) and [data](data:text/html,<script>window.__xss=4</script>)',
      '<a href="#" onclick="window.__xss=5">inline handler</a>',
      '[a real link](https://e2e-labs.example/about)',
    ].join('\n\n'),
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Security Engineer (XSS probe)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'a real link' })).toHaveAttribute('href', 'https://e2e-labs.example/about');
  await page
    .getByText('click me')
    .click({ trial: false })
    .catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const article = page.locator('main');
  expect(await article.locator('script, img[onerror], [onclick]').count()).toBe(0);
  expect(await article.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
