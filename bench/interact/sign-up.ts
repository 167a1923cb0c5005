/**
 * An employer for the posting steps: signed up through the local provider as a person is
 * (the code from the mail in /dev/outbox), then through the posting form's steps once, so
 * that each measured repetition saves steps already filled in. The steps are the e2e suite's
 * (@chainwork/testing/posting-steps).
 */
import type { BrowserContext } from 'playwright-core';
import { fillCompany, fillJob, saveStep, signUpFromPostJob } from '@chainwork/testing/posting-steps';

const WAIT = { timeout: 60_000 };

async function codeFromOutbox(context: BrowserContext, origin: string, email: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    await outbox.goto(`${origin}/dev/outbox`);
    const mail = outbox.locator('article', { hasText: email }).first();
    await mail.waitFor(WAIT);
    const subject = await mail.getByRole('heading', { level: 2 }).innerText();
    const code = /^(\d{6}) is your Chainwork/.exec(subject)?.[1];
    if (!code) throw new Error(`no sign-up code in the mail to ${email}: "${subject}"`);
    return code;
  } finally {
    await outbox.close();
  }
}

export async function signUpAndStartPosting(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    const email = `bench-interact-${Date.now()}@example.com`;
    const job = { title: 'Senior Solidity Engineer', company: 'Bench Protocol', website: 'https://bench.example' };
    await signUpFromPostJob(page, email, (to) => codeFromOutbox(context, origin, to), origin);
    await fillCompany(page, job);
    await fillJob(page, { ...job, applyUrl: 'https://bench.example/careers/solidity' });
    await saveStep(page, 'Choose a plan');
    await page.getByRole('radio', { name: /^Standard/ }).check({ force: true });
    await saveStep(page, 'Review your job');
  } finally {
    await page.close();
  }
}
