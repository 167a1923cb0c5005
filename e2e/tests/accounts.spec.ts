import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_MODERATOR_EMAIL } from '../support/env';
import { DESKTOP, PHONE } from './shell-support';

/**
 * Each test walks several full page loads (sign-in, outbox, the signed-in home page with its
 * remotes): generous limits keep it honest on a busy machine without hiding a real hang.
 */
const afterLoad = expect.configure({ timeout: 30_000 });

/** A fresh address per test: the run's state is shared by every test. */
const newAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest mail to `to` in /dev/outbox, as the person would see it there. */
async function openMail(context: BrowserContext, to: string) {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await expect(outbox.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const mail = outbox.locator('article', { hasText: to }).first();
  await afterLoad(mail).toBeVisible();
  return { outbox, mail };
}

/** The sign-in link of a mail, on the site under test (the mail names the configured SITE_URL). */
async function signInLinkOf(context: BrowserContext, to: string): Promise<string> {
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

async function codeOf(context: BrowserContext, to: string): Promise<string> {
  const { outbox, mail } = await openMail(context, to);
  const subject = await mail.getByRole('heading', { level: 2 }).innerText();
  await outbox.close();
  const code = /^(\d{6}) is your Chainwork/.exec(subject)?.[1];
  expect(code, subject).toBeTruthy();
  return code!;
}

async function requestMail(page: Page, path: '/sign-in' | '/sign-up', email: string) {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: path === '/sign-up' ? 'Create account' : 'E-mail me a sign-in link' }).click();
  await afterLoad(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

async function signInWithCode(page: Page, email: string) {
  await requestMail(page, '/sign-in', email);
  await page.getByLabel('6-digit code').fill(await codeOf(page.context(), email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('/');
}

test.describe('accounts with the local provider', () => {
  test.use({ viewport: DESKTOP });
  test.describe.configure({ timeout: 120_000 });

  test('a new visitor signs up with the link from /dev/outbox, sees the menu at 1280 and 375, signs out and lands on /', async ({
    page,
    context,
  }) => {
    const email = newAddress('new');
    await requestMail(page, '/sign-up', email);

    await page.goto(await signInLinkOf(context, email));
    await page.waitForURL('/');
    // The page was served with the session in it: the menu is there from the first paint.
    expect(await page.evaluate(() => window.__CHAINWORK__?.session?.email)).toBe(email);
    const account = page.getByRole('button', { name: `Account menu for ${email}` });
    await afterLoad(account).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await account.click();
    await expect(page.getByRole('menuitem', { name: 'My jobs' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My alerts' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'My jobs' }).click();
    await expect(page).toHaveURL('/account/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a job' }).last()).toHaveAttribute('href', '/post-job');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText(email)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My jobs' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL('/');
    await afterLoad(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
    expect(await page.evaluate(() => window.__CHAINWORK__?.session ?? null)).toBeNull();
  });

  test('a second visit signs in with the 6-digit code; a wrong code is refused first', async ({ page, context }) => {
    const email = newAddress('code');
    await requestMail(page, '/sign-in', email);
    const code = await codeOf(context, email);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/That code is not right\. .* 4 tries left\./)).toBeVisible();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('/');
    await afterLoad(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  });

  test('a used link does not sign anyone in again', async ({ page, context }) => {
    const email = newAddress('reuse');
    await requestMail(page, '/sign-in', email);
    const link = await signInLinkOf(context, email);
    await page.goto(link);
    await page.waitForURL('/');
    await context.clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByText('This link or code has expired or was already used. Ask for a new e-mail.')).toBeVisible();
  });

  test('a moderator from MODERATOR_EMAILS sees the Moderation entry', async ({ page }) => {
    await signInWithCode(page, E2E_MODERATOR_EMAIL);
    const account = page.getByRole('button', { name: `Account menu for ${E2E_MODERATOR_EMAIL}` });
    await afterLoad(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute('href', '/admin/moderation');
  });

  test('a private page asks anonymous visitors to sign in, and is never indexed', async ({ page }) => {
    const response = await page.goto('/account/jobs');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/sign-in?next=%2Faccount%2Fjobs');
  });
});
