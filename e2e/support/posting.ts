/**
 * The employer's side of the board, walked as a person does: the posting form's steps,
 * the local payment page, and a moderator's decision in the Moderation area.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { withDb } from './jobs';
import { moderatorContext } from './moderator';
import { fillCompany, fillJob, signUpFromPostJob as signUp, type PostingJob } from '@chainwork/testing/posting-steps';
import { afterLoad, codeOf } from './sign-in';

export { POSTING_DESCRIPTION as DESCRIPTION } from '@chainwork/testing/posting-steps';
export { fillCompany, fillJob };
export type JobInput = PostingJob;

/** Signs up from /post-job's invitation and comes back to the form, signed in (the steps bench:interact walks too). */
export async function signUpFromPostJob(page: Page, email: string) {
  await signUp(page, email, (to) => codeOf(page.context(), to));
}

export async function choosePlan(page: Page, plan: 'Standard' | 'Featured') {
  await afterLoad(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check({ force: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await afterLoad(page.getByRole('heading', { level: 2, name: 'Review your job' })).toBeVisible();
}

/** Review, then Pay: the local provider's page pays, and the checkout comes back to the dashboard. */
export async function reviewAndPay(page: Page) {
  await page.getByRole('button', { name: 'Looks good, continue' }).click();
  await page.getByRole('button', { name: /^Pay \$\d+/ }).click();
  await page.waitForURL(/\/pay\/local\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/account\/jobs\?paid=/);
  await afterLoad(page.getByText('Payment received: thank you')).toBeVisible();
}

/** Posts a whole job through the form, from the company step to the local payment. */
export async function postJob(page: Page, job: JobInput, plan: 'Standard' | 'Featured' = 'Standard') {
  await fillCompany(page, job);
  await fillJob(page, job);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await choosePlan(page, plan);
  await reviewAndPay(page);
}

/** A moderator, in a browser of their own, opens the jobs queue; the caller decides. */
export async function asModerator<T>(browser: Browser, act: (page: Page) => Promise<T>): Promise<T> {
  const context = await moderatorContext(browser);
  const page = await context.newPage();
  try {
    await page.goto('/admin/moderation?queue=jobs');
    await afterLoad(page.getByRole('heading', { level: 2, name: /^Jobs in review/ })).toBeVisible();
    return await act(page);
  } finally {
    await context.close();
  }
}

/** A moderator approves the job titled `title` from the queue; its live slug, from the confirmation. */
export async function approveJob(browser: Browser, title: string): Promise<string> {
  return asModerator(browser, async (moderator) => {
    await reviewCard(moderator, title).getByRole('button', { name: 'Approve' }).click();
    const done = moderator.getByRole('status').filter({ hasText: `Approved “${title}”` });
    await expect(done).toBeVisible();
    const slug = /\/jobs\/([a-z0-9-]+)/.exec((await done.textContent()) ?? '')?.[1];
    expect(slug, 'the confirmation links the live job').toBeTruthy();
    return slug!;
  });
}

/** The queue's card of a job, by its title. */
export function reviewCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

/** Moves a live job's end to `days` from now, straight in the run's database (time passing, without waiting for it). */
export async function endLiveJobIn(slug: string, days: number): Promise<void> {
  await withDb((db) =>
    db
      .prepare(`UPDATE postings SET live_until = ?1 WHERE slug = ?2 AND state = 'live'`)
      .bind(Date.now() + days * 86_400_000, slug)
      .run(),
  );
}
