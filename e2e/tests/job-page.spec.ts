import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { latestJobs } from '../support/api';

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
