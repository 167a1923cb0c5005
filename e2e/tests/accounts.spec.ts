import { expect, test } from '@playwright/test';
import { E2E_MODERATOR_EMAIL } from '../support/env';
import { afterLoad, codeOf, newAddress, requestMail, signInLinkOf, signInWithCode } from '../support/sign-in';
import { DESKTOP, PHONE } from './shell-support';

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
    await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
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
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === '__session');
    await drawer.getByRole('button', { name: 'Sign out', exact: true }).click();

    await page.waitForURL('/');
    await afterLoad(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
    expect(await page.evaluate(() => window.__CHAINWORK__?.session ?? null)).toBeNull();

    // Sign-out ended the session itself: the same cookie, kept and sent again, signs nobody in.
    await context.addCookies([sessionCookie!]);
    await page.goto('/account/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    expect(await page.evaluate(() => window.__CHAINWORK__?.session ?? null)).toBeNull();
  });

  test('"Sign out everywhere" on one device signs the person out on the other too', async ({ page, browser }) => {
    const email = newAddress('everywhere');
    await signInWithCode(page, email);
    const phone = await browser.newContext({ viewport: PHONE });
    const phonePage = await phone.newPage();
    try {
      await signInWithCode(phonePage, email);
      await afterLoad(phonePage.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

      const account = page.getByRole('button', { name: `Account menu for ${email}` });
      await afterLoad(account).toBeVisible();
      await account.click();
      await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
      await page.waitForURL('/');
      await afterLoad(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

      // The phone still holds its cookie, and its next page is served signed out.
      expect((await phone.cookies()).some((cookie) => cookie.name === '__session')).toBe(true);
      await phonePage.goto('/account/jobs');
      await expect(phonePage.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    } finally {
      await phone.close();
    }
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
