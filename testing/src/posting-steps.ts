/**
 * The employer's first steps on the posting form, walked as a person does: sign up from
 * /post-job's invitation with the code from the mail, then the company and job steps. The
 * e2e suite (e2e/support/posting.ts) and bench:interact (bench/interact/sign-up.ts) both walk
 * them, so a changed label breaks both at once rather than one silently.
 */
import type { Page } from 'playwright-core';

/** Generous: the local site's first compile of a page can take seconds on a loaded machine. */
const WAIT = { timeout: 60_000 };

export const POSTING_DESCRIPTION = [
  '## The role',
  '',
  'You will design, write and audit the Solidity contracts of our settlement protocol, from the first specification to the',
  'audit report, with two other engineers and a product lead. You own what you ship, and you will ship a lot.',
  '',
  '## What you bring',
  '',
  '- Three years of Solidity in production',
  '- Care for gas, invariants and tests',
].join('\n');

export interface PostingJob {
  title: string;
  company: string;
  website?: string;
  applyUrl?: string;
}

/** Clicks Save and continue and waits for the next step's heading. */
export async function saveStep(page: Page, nextHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { level: 2, name: nextHeading }).waitFor(WAIT);
}

/**
 * From /post-job's "Create an account" to the form's first step, signed in. `codeFor` reads the
 * 6-digit code from the mail the local site sent (each caller has its own outbox reader);
 * `origin` is for a page without a base URL.
 */
export async function signUpFromPostJob(
  page: Page,
  email: string,
  codeFor: (email: string) => Promise<string>,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/post-job`);
  await page.getByRole('heading', { level: 1, name: 'Post a job' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(/\/sign-up\?next=%2Fpost-job$/, WAIT);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(WAIT);
  await page.getByLabel('6-digit code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await page.waitForURL(/\/post-job$/, WAIT);
  await page.getByRole('heading', { level: 2, name: 'Your company' }).waitFor(WAIT);
}

/** The company step, saved: on to the job step. */
export async function fillCompany(page: Page, job: PostingJob): Promise<void> {
  await page.getByLabel('Company name').fill(job.company);
  await page.getByLabel('Website').fill(job.website ?? 'https://acme.example');
  await page.getByLabel('What the company does').fill(`${job.company} builds the settlement layer for on-chain payments.`);
  await saveStep(page, 'The job');
}

/** The job step's fields (not saved: a caller may check the form first). */
export async function fillJob(page: Page, job: PostingJob, { salaryTo = '180000' } = {}): Promise<void> {
  await page.getByLabel('Job title').fill(job.title);
  await page.getByRole('textbox', { name: 'Description' }).fill(POSTING_DESCRIPTION);
  await page.getByRole('combobox', { name: 'Skills' }).fill('solid');
  await page.getByRole('option', { name: 'solidity' }).click();
  await page.getByLabel('From', { exact: true }).fill('120000');
  await page.getByLabel('To', { exact: true }).fill(salaryTo);
  await page.getByLabel('Apply link').fill(job.applyUrl ?? 'https://acme.example/careers/solidity');
}
