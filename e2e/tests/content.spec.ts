import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { E2E_MODERATOR_EMAIL } from '../support/env';
import { moderatorContext } from '../support/moderator';

const DIRECTORY = '/resources/crypto-vcs-and-accelerators';

test.describe('Funding Opportunities', () => {
  test.describe.configure({ timeout: 90_000 });

  test('filters by type and focus, and the URL restores the state', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(DIRECTORY);
    await expect(page.getByRole('heading', { level: 1, name: 'Funding Opportunities' })).toBeVisible();
    const results = page.getByRole('heading', { level: 2, name: /of \d+ listings/ });
    await expect(results).toBeVisible();
    const total = Number((await results.textContent())!.match(/^(\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(50);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: /^Grant programme/ }).click();
    await filters.getByRole('button', { name: /^DeFi/ }).click();
    await expect(page).toHaveURL(/[?&]type=grant-programme(&|$)/);
    await expect(page).toHaveURL(/[?&]focus=defi(&|$)/);
    // Settled when the data is the filtered one: with one focus chosen, its count (taken with
    // the type filter) is the number of results, and every card is a DeFi grant programme.
    const defi = filters.getByRole('button', { name: /^DeFi/ });
    const cards = page.getByRole('article');
    let shown = 0;
    await expect
      .poll(
        async () => {
          shown = Number((await defi.textContent())?.match(/\((\d+)\)/)?.[1] ?? -1);
          const texts = await cards.allTextContents();
          return (
            (await results.textContent()) === `${shown} of ${total} listings` &&
            texts.length === shown &&
            texts.every((text) => text.includes('Grant programme') && text.includes('DeFi'))
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

    // A fresh visit to the same URL shows the same filtered directory.
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await expect(filters.getByRole('button', { name: /^Grant programme/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: /^DeFi/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(shown);
    expect(await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
    await expect(page.getByText(/useWeb3 grants directory/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Crypto Events', () => {
  test("an event's .ics downloads and parses as iCalendar", async ({ page }) => {
    await page.goto('/resources/crypto-events');
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Events' })).toBeVisible();
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
    const downloading = page.waitForEvent('download');
    await first.getByRole('link', { name: `Add ${name} to calendar` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(event!.summary).toBe(name);
    expect(event!.uid).toMatch(/@/);
    expect(event!.startDate.isDate).toBe(true);
  });

  test('the whole calendar is an iCal feed, and the filters live in the URL', async ({ page, request }) => {
    const feed = await request.get('/resources/crypto-events.ics');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(3);

    await page.goto('/resources/crypto-events?kind=hackathon');
    await expect(page.getByRole('button', { name: 'Hackathon' })).toHaveAttribute('aria-pressed', 'true');
    for (const card of await page.getByRole('article').all()) await expect(card.getByText('Hackathon', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Past events' }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
  });
});

test.describe('Feedback and moderation', () => {
  // Two browsers and six page loads: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor submits feedback, a moderator approves it, and it appears on the page', async ({ page, browser }) => {
    const name = `E2E Visitor ${Date.now().toString(36)}`;
    const message = 'Chainwork showed salaries up front, so I only applied where the pay made sense. Hired in three weeks.';
    await page.goto('/post-testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();

    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Role/ }).fill('Protocol engineer');
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: /Your message/ }).fill(message);
    await page.getByRole('checkbox', { name: /may publish/ }).check({ force: true });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'What people say' })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);

    // Anonymous visitors are refused the moderation area.
    await page.goto('/admin/moderation');
    await expect(page.getByText(/This area is for Chainwork moderators/)).toBeVisible();

    // A moderator (MODERATOR_EMAILS of the e2e site), signed in, in a browser of their own.
    const moderatorSession = await moderatorContext(browser);
    const moderator = await moderatorSession.newPage();
    await moderator.goto('/');
    await moderator.getByRole('button', { name: `Account menu for ${E2E_MODERATOR_EMAIL}` }).click();
    await moderator.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(moderator).toHaveURL('/admin/moderation');
    await moderator.goto('/admin/moderation?queue=feedback');
    await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const card = moderator.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    await moderatorSession.close();

    await page.goto('/post-testimonials');
    const published = page.getByRole('figure').filter({ hasText: name });
    await expect(published).toContainText(message);
    await expect(published.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(page.getByText(/average of \d+ reviews?/)).toBeVisible();
  });
});
