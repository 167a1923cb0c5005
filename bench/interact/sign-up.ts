/**
 * An employer for the posting steps: signed up through the local provider as a person is
 * (the code from the mail in /dev/outbox), then through the posting form's steps once, so
 * that each measured repetition saves steps already filled in.
 */
import type { BrowserContext, Page } from 'playwright-core';

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

async function save(page: Page, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { level: 2, name: next }).waitFor(WAIT);
}

export async function signUpAndStartPosting(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    const email = `bench-interact-${Date.now()}@example.com`;
    await page.goto(`${origin}/sign-up?next=%2Fpost-job`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(WAIT);
    await page.getByLabel('6-digit code').fill(await codeFromOutbox(context, origin, email));
    await page.getByRole('button', { name: 'Confirm and create account' }).click();
    await page.waitForURL(/\/post-job/, WAIT);
    await page.getByRole('heading', { level: 2, name: 'Your company' }).waitFor(WAIT);

    await page.getByLabel('Company name').fill('Bench Protocol');
    await page.getByLabel('Website').fill('https://bench.example');
    await page.getByLabel('What the company does').fill('Bench Protocol builds the settlement layer for on-chain payments.');
    await save(page, 'The job');
    await page.getByLabel('Job title').fill('Senior Solidity Engineer');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill(
        [
          '## The role',
          '',
          'You will design, write and audit the Solidity contracts of our settlement protocol, from the first specification to the',
          'audit report, with two other engineers and a product lead. You own what you ship, and you will ship a lot.',
          '',
          '## What you bring',
          '',
          '- Three years of Solidity in production',
          '- Care for gas, invariants and tests',
        ].join('\n'),
      );
    await page.getByRole('combobox', { name: 'Skills' }).fill('solid');
    await page.getByRole('option', { name: 'solidity' }).click();
    await page.getByLabel('From', { exact: true }).fill('120000');
    await page.getByLabel('To', { exact: true }).fill('180000');
    await page.getByLabel('Apply link').fill('https://bench.example/careers/solidity');
    await save(page, 'Choose a plan');
    await page.getByRole('radio', { name: /^Standard/ }).check({ force: true });
    await save(page, 'Review your job');
  } finally {
    await page.close();
  }
}
