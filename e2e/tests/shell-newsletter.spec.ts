import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { latestJobs } from '../support/api';
import { expectJobPageRendered } from '../support/job-page';
import {
  DESKTOP,
  PHONE,
  expectedSubscribeUrl,
  injectedSettings,
  instrument,
  openedWindows,
  probedEvents,
  recordDialogs,
  recordedDialogs,
} from './shell-support';

const REQUIRED = 'Required';
const INVALID = /valid email address/i;
const MODAL = 'Get new crypto jobs by email';
const PROMPT_KEY = 'chainwork-newsletter-prompt';
const JOB_PAGE_DELAY_MS = 5000;

/** The error sits beside its field: in the same form control, just under the input, and announced with it. */
async function expectErrorBeside(field: Locator, error: Locator) {
  await expect(error).toBeVisible();
  const [f, e] = [(await field.boundingBox())!, (await error.boundingBox())!];
  expect(e.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(e.y - (f.y + f.height)).toBeLessThan(32);
  expect(Math.abs(e.x - f.x)).toBeLessThan(8);
  const errorId = await error.getAttribute('id');
  expect(await field.getAttribute('aria-describedby')).toContain(errorId);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function expectOpenedSubscribe(page: Page, email: string) {
  const settings = await injectedSettings(page);
  const expected = expectedSubscribeUrl(settings, email);
  const opened = await openedWindows(page);
  expect(opened).toHaveLength(1);
  expect(opened[0]!.target).toBe('_blank');
  const url = new URL(opened[0]!.url);
  expect(`${url.origin}${url.pathname}`).toBe(expected.base);
  expect(url.searchParams.get('email')).toBe(expected.email);
  expect(url.searchParams.get('redirect_url')).toBe(expected.redirect);
  // Properly encoded: the raw query carries the @ and the redirect's slashes escaped.
  expect(opened[0]!.url).toContain(`email=${encodeURIComponent(email)}`);
  expect(opened[0]!.url).toContain(`redirect_url=${encodeURIComponent(expected.redirect)}`);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`inline newsletter form at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('refuses an empty address with Required, beside the field, and sends nothing', async ({ page }) => {
      await instrument(page);
      await page.goto('/about');
      const form = page.getByRole('form', { name: 'Stay up to date' });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expectErrorBeside(form.getByRole('textbox', { name: 'Email address' }), form.getByText(REQUIRED, { exact: true }));
      expect(await openedWindows(page)).toEqual([]);
      expect(await probedEvents(page)).toEqual([]);
    });

    test('refuses a malformed address, then re-validates on every change', async ({ page }) => {
      await instrument(page);
      await page.goto('/about');
      const form = page.getByRole('form', { name: 'Stay up to date' });
      const field = form.getByRole('textbox', { name: 'Email address' });
      await field.fill('name@domain');
      // Validation waits for the first submit.
      await expect(form.getByText(INVALID)).toHaveCount(0);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expectErrorBeside(field, form.getByText(INVALID));
      await field.fill('');
      await expect(form.getByText(REQUIRED, { exact: true })).toBeVisible();
      await field.fill('name@domain.io');
      await expect(form.getByText(INVALID)).toHaveCount(0);
      await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(0);
      expect(await openedWindows(page)).toEqual([]);
    });

    test('a valid address opens the provider in a new tab with the email and the way home; tracked, no API call', async ({ page }) => {
      await instrument(page);
      await page.goto('/about');
      const apiCalls: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
      });
      const form = page.getByRole('form', { name: 'Stay up to date' });
      await form.getByRole('textbox', { name: 'Email address' }).fill('Ada.Lovelace+jobs@Example.COM');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toContainText('new tab');
      await expectOpenedSubscribe(page, 'Ada.Lovelace+jobs@Example.COM');
      expect(await probedEvents(page)).toEqual([{ event: 'newsletter inline form submit', properties: { form: 'inline' } }]);
      expect(apiCalls).toEqual([]);
    });
  });
}

/**
 * Reads a job page for `forMs` on Playwright's clock, in a context of its own (with the
 * storage of `from`, when given), and returns every dialog that appeared there. Running the
 * clock makes the prompt's timer certainly come due before the check, instead of a sleep
 * hoping it did. The modal's own flows stay on the real clock, where its animations play.
 */
async function dialogsWhileReading(
  browser: Browser,
  slug: string,
  forMs: number,
  { from, viewport }: { from?: BrowserContext; viewport: { width: number; height: number } },
) {
  const context = await browser.newContext({ viewport, storageState: from ? await from.storageState() : undefined });
  try {
    const page = await context.newPage();
    await recordDialogs(page);
    await page.clock.install();
    await page.goto(`/jobs/${slug}`);
    await expectJobPageRendered(page);
    await page.clock.runFor(forMs);
    await expect(page.getByRole('dialog', { name: MODAL })).toHaveCount(0);
    return await recordedDialogs(page);
  } finally {
    await context.close();
  }
}

/** Two job pages in a row: the second asks, after the reading delay (real time). */
async function bringUpModal(page: Page, slugs: string[]) {
  await page.goto(`/jobs/${slugs[0]}`);
  await expectJobPageRendered(page);
  const navigated = Date.now();
  await page.goto(`/jobs/${slugs[1]}`);
  await expectJobPageRendered(page);
  await expect(page.getByRole('dialog', { name: MODAL })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: MODAL });
  await expect(dialog).toBeVisible({ timeout: JOB_PAGE_DELAY_MS + 8000 });
  // The reading delay runs from when the page was shown, which is after the navigation began.
  expect(Date.now() - navigated).toBeGreaterThanOrEqual(JOB_PAGE_DELAY_MS);
  return dialog;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`newsletter modal at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('appears from the second job page, not on arrival; Not Now closes it, is tracked and remembered', async ({
      page,
      request,
      browser,
    }) => {
      const slugs = (await latestJobs(request, 3)).map((j) => j.Pretty_url);
      test.setTimeout(60_000);
      // A first job page never asks, however long it is read.
      expect(await dialogsWhileReading(browser, slugs[0]!, JOB_PAGE_DELAY_MS * 3, { viewport })).toEqual([]);

      await instrument(page);
      const dialog = await bringUpModal(page, slugs);

      // Layout switches at 48em: side by side above, stacked below.
      const heading = dialog.getByRole('heading', { name: MODAL });
      const field = dialog.getByRole('textbox', { name: 'Email address' });
      const [h, f] = [(await heading.boundingBox())!, (await field.boundingBox())!];
      if (viewport.width >= 768) expect(f.x).toBeGreaterThan(h.x + h.width - 1);
      else expect(f.y).toBeGreaterThan(h.y + h.height);

      await dialog.getByRole('button', { name: 'Not Now' }).click();
      await expect(dialog).toBeHidden();
      expect(await probedEvents(page)).toEqual([{ event: 'newsletter form close', properties: { via: 'not-now' } }]);
      const memory = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), PROMPT_KEY);
      expect(typeof memory.dismissedAt).toBe('number');

      // Not again soon: the same visitor reads another job page for long, and nothing asks.
      expect(await dialogsWhileReading(browser, slugs[2]!, JOB_PAGE_DELAY_MS * 3, { from: page.context(), viewport })).toEqual([]);
    });

    test('validates like the inline form; a valid submit opens the provider, is tracked and closes the modal', async ({
      page,
      request,
    }) => {
      const slugs = (await latestJobs(request, 2)).map((j) => j.Pretty_url);
      test.setTimeout(45_000);
      await instrument(page);
      const dialog = await bringUpModal(page, slugs);
      const field = dialog.getByRole('textbox', { name: 'Email address' });
      const subscribe = dialog.getByRole('button', { name: 'Subscribe' });

      await subscribe.click();
      await expectErrorBeside(field, dialog.getByText(REQUIRED, { exact: true }));
      await field.fill('ada@example');
      await expect(dialog.getByText(INVALID)).toBeVisible();
      await field.fill('ada@example.org');
      await expect(dialog.getByText(INVALID)).toHaveCount(0);
      expect(await probedEvents(page)).toEqual([]);

      await subscribe.click();
      await expect(dialog).toBeHidden();
      await expectOpenedSubscribe(page, 'ada@example.org');
      expect(await probedEvents(page)).toEqual([{ event: 'newsletter form submit', properties: { form: 'modal' } }]);
      const memory = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), PROMPT_KEY);
      expect(memory.subscribed).toBe(true);
    });
  });
}

test.describe('newsletter modal on the home page', () => {
  test.use({ viewport: DESKTOP });

  test('asks once the visitor has browsed three screens by their own scrolling; a jump by script counts for nothing', async ({ page }) => {
    test.setTimeout(90_000);
    await instrument(page);
    await recordDialogs(page);
    await page.goto('/');
    await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    // The whole first page, its deferred cards included, so the page is long enough to jump in.
    await expect.poll(() => page.locator('#job-search').getByRole('article').count()).toBeGreaterThanOrEqual(JOB_SEARCH_PAGE_SIZE);
    const screen = await page.evaluate(() => window.innerHeight);
    // A scroll the visitor did not make (like the jump to #job-search): far, and it counts for nothing.
    const jumpedTo = await page.evaluate((by) => {
      window.scrollTo({ top: by, behavior: 'instant' });
      return Math.round(window.scrollY);
    }, screen * 4);
    expect(jumpedTo).toBeGreaterThan(screen * 3);
    const dialog = page.getByRole('dialog', { name: MODAL });
    // Then the visitor's own wheel over the page, half a screen at a time, until the modal asks.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, screen / 2);
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    // It asked only after three screens of the visitor's own scrolling, past the jump.
    const [asked] = await recordedDialogs(page);
    expect(asked).toMatchObject({ name: MODAL, path: '/' });
    expect(asked!.scrollY - jumpedTo).toBeGreaterThanOrEqual(screen * 3 - screen / 2);
  });
});
