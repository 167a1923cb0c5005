/**
 * Signing in through the real local provider, as a person would: the form, then the mail the
 * api wrote to /dev/outbox (a link or a 6-digit code). Used by every spec that needs a signed-in
 * person (accounts, the moderation flow with MODERATOR_EMAILS).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Each sign-in walks several full page loads (sign-in, outbox, the signed-in home page with its
 * remotes): generous limits keep it honest on a busy machine without hiding a real hang.
 */
export const afterLoad = expect.configure({ timeout: 30_000 });

/** A fresh address per test: the run's state is shared by every test. */
export const newAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest mail to `to` in /dev/outbox, as the person would see it there. */
export async function openMail(context: BrowserContext, to: string) {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await expect(outbox.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const mail = outbox.locator('article', { hasText: to }).first();
  await afterLoad(mail).toBeVisible();
  return { outbox, mail };
}

/** The sign-in link of a mail, on the site under test (the mail names the configured SITE_URL). */
export async function signInLinkOf(context: BrowserContext, to: string): Promise<string> {
  const { outbox, mail } = await openMail(context, to);
  await mail.getByText('Text part').click();
  const href = await mail
    .getByRole('link', { name: /\?token=/ })
    .first()
    .getAttribute('href');
  await outbox.close();
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

export async function codeOf(context: BrowserContext, to: string): Promise<string> {
  const { outbox, mail } = await openMail(context, to);
  const subject = await mail.getByRole('heading', { level: 2 }).innerText();
  await outbox.close();
  const code = /^(\d{6}) is your Chainwork/.exec(subject)?.[1];
  expect(code, subject).toBeTruthy();
  return code!;
}

export async function requestMail(page: Page, path: '/sign-in' | '/sign-up', email: string) {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: path === '/sign-up' ? 'Create account' : 'E-mail me a sign-in link' }).click();
  await afterLoad(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

export async function signInWithCode(page: Page, email: string) {
  await requestMail(page, '/sign-in', email);
  await page.getByLabel('6-digit code').fill(await codeOf(page.context(), email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('/');
}
