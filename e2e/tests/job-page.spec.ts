import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { latestJobs } from '../support/api';
import { insertJob } from '../support/jobs';

test('a job page shows that job', async ({ page, request }) => {
  const [job] = await latestJobs(request, 1);
  const errors = collectErrors(page);
  await page.goto(`/jobs/${job!.Pretty_url}`);
  await expect(page.getByRole('heading', { level: 1, name: job!.Title })).toBeVisible();
  await expect(page.getByText(job!.Company).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toHaveAttribute('rel', /noopener noreferrer/);
  await expect(page).toHaveTitle(`${job!.Title} at ${job!.Company} | Chainwork`);
  expect(errors).toEqual([]);
});

test('the description comes rendered with the job in the document: drawn without asking the api for the job', async ({ page }) => {
  const slug = `rendered-description-${Date.now().toString(36)}`;
  await insertJob({
    slug,
    title: 'Protocol Engineer (rendered description)',
    company: 'E2E Labs',
    descriptionMd: [
      '# About us',
      'We build **provers**. Read [our docs](https://e2e-labs.example/docs) or [this](javascript:alert(1)).',
      '3. third\n4. fourth',
      '```\nprove();\n```',
      '![Team photo](https://tracker.example/pixel.gif)',
    ].join('\n\n'),
  });
  const procedures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/trpc/')) procedures.push(...pathname.slice('/api/trpc/'.length).split(','));
  });
  const errors = collectErrors(page);
  await page.goto(`/jobs/${slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'our docs' })).toHaveAttribute('href', 'https://e2e-labs.example/docs');
  await expect(article.getByRole('link', { name: 'our docs' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(article.getByText('this', { exact: true })).not.toHaveAttribute('href');
  await expect(article.locator('ol[start="3"] li')).toHaveText(['third', 'fourth']);
  await expect(article.locator('pre code')).toHaveText('prove();');
  await expect(article.getByText('[Team photo]')).toBeVisible();
  expect(await article.locator('img').count()).toBe(0);
  await expect(page.getByRole('region', { name: 'Similar open jobs' })).toBeVisible();
  expect(procedures).not.toContain('jobs.bySlug');
  expect(errors).toEqual([]);
});

test('on a laptop the description reads beside the facts and Apply, which stay in view while it scrolls; on a phone they come first', async ({
  page,
}) => {
  const slug = `two-columns-${Date.now().toString(36)}`;
  const paragraph = 'A paragraph of the description, long enough to wrap over a few lines of its column. '.repeat(4);
  await insertJob({
    slug,
    title: 'Indexer Engineer (two columns)',
    company: 'E2E Labs',
    descriptionMd: ['## The role', ...Array.from({ length: 12 }, () => paragraph)].join('\n\n'),
  });
  await page.goto(`/jobs/${slug}`);
  const article = page.getByRole('article');
  const heading = article.getByRole('heading', { level: 2, name: 'The role' });
  const apply = article.getByRole('link', { name: 'Apply now' }).first();
  await expect(apply).toBeVisible();
  const [applyBox, headingBox] = [(await apply.boundingBox())!, (await heading.boundingBox())!];
  expect(applyBox.x).toBeGreaterThan(headingBox.x + headingBox.width);
  await page.evaluate(() => window.scrollBy(0, 1500));
  await expect(heading).not.toBeInViewport();
  await expect(apply).toBeInViewport();

  await page.setViewportSize({ width: 412, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const [phoneApply, phoneHeading] = [(await apply.boundingBox())!, (await heading.boundingBox())!];
  expect(phoneApply.y).toBeLessThan(phoneHeading.y);
});

test('clicking a job card navigates client-side to the job page', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('#job-search').getByRole('article').first();
  const link = first.getByRole('link').first();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
});

test('an unknown job answers 404 and the shell shows a not-found page', async ({ page }) => {
  const res = await page.goto('/jobs/no-such-job-here-0000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.getByRole('banner')).toBeVisible();
});
