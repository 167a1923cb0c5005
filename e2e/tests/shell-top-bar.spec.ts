import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { DESKTOP, PHONE, injectedSettings, paintedOpacity, scrollToProgress } from './shell-support';

const RESOURCES = [
  ['Funding Opportunities', '/resources/crypto-vcs-and-accelerators'],
  ['Crypto Events', '/resources/crypto-events'],
  ['Job Market Insights', '/resources/job-market-analytics'],
] as const;
const AI_TOOLS = ['AI Interview Practice', 'AI CV Check', 'AI CV Builder'];
const TALENT_TITLE = 'Looking For Talent?';

/** The page at its final height: its text, the footer (a remote) and the web fonts are in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Stay up to date' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function connectLinks(page: Page) {
  const { social } = await injectedSettings(page);
  return [
    ['Email', social.email],
    ['X (Twitter)', social.microblog],
    ['Telegram', social.messaging],
    ['Discord', social.chat],
  ] as const;
}

test.describe('top bar at 1280px (at or above 62em)', () => {
  test.use({ viewport: DESKTOP });

  test('shows About, Blog, the three menus, Feedback, Talent and a highlighted Post a job, and no menu button', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/post-testimonials');
    for (const name of ['Resources', 'Connect', 'AI Resources', 'Talent'])
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    const postJob = nav.getByRole('link', { name: 'Post a job' });
    await expect(postJob).toHaveAttribute('href', '/post-job');
    // Highlighted: a filled brand gradient, unlike the plain entries beside it.
    expect(await postJob.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
    expect(await nav.getByRole('link', { name: 'About' }).evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the Resources menu holds the three resource routes with their labels', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Resources', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    for (const [label, href] of RESOURCES) await expect(menu.getByRole('menuitem', { name: label })).toHaveAttribute('href', href);
    await menu.getByRole('menuitem', { name: 'Crypto Events' }).click();
    await expect(page).toHaveURL(/\/resources\/crypto-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Events' })).toBeVisible();
  });

  test('the Connect menu links to e-mail, the microblog, the messaging channel and the chat community from the settings', async ({
    page,
  }) => {
    await page.goto('/about');
    const expected = await connectLinks(page);
    await page.getByRole('button', { name: 'Connect' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(4);
    for (const [name, href] of expected) await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    await expect(menu.getByRole('menuitem', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name: 'Telegram' })).toHaveAttribute('rel', /noopener/);
  });

  test('the AI Resources menu lists three tools, each Coming Soon, disabled and linking nowhere', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'AI Resources' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveCount(3);
    for (const [i, name] of AI_TOOLS.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(name);
      await expect(item).toContainText('Coming Soon');
      await expect(item).toBeDisabled();
      expect(await item.evaluate((el) => el.closest('a, [href]'))).toBeNull();
    }
    await items.first().click({ force: true });
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Talent shows the info toast at the top, for 9 seconds', async ({ page }) => {
    // Under Playwright's fake clock the toast's exit animation plays slowly in real time.
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Talent' }).click();
    await page.mouse.move(5, DESKTOP.height - 5); // a hovered toast pauses its timer
    const toast = page.locator('[id="chakra-toast-manager-top"]').getByText(TALENT_TITLE);
    await expect(toast).toBeVisible();
    await expect(page.getByText('Get in touch with us to find people looking for a job.')).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(120);
    expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThan(200);

    await page.clock.fastForward(8_900);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(200);
    await expect(toast).toBeHidden({ timeout: 20_000 });
  });

  test('the Talent toast can be closed, and never stacks twice', async ({ page }) => {
    await page.goto('/about');
    const talent = page.getByRole('button', { name: 'Talent' });
    await talent.click();
    await talent.click();
    const region = page.locator('[id="chakra-toast-manager-top"]');
    await expect(region.getByText(TALENT_TITLE)).toHaveCount(1);
    await region.getByRole('button', { name: 'Close' }).click();
    await expect(region.getByText(TALENT_TITLE)).toBeHidden();
  });

  test('is sticky and fades from 1 to 0.8 between 5 % and 25 % of scroll progress, and back', async ({ page }) => {
    await page.goto('/terms');
    await settled(page);
    const bar = page.getByRole('banner');
    const at = async (progress: number, expected: number) => {
      await scrollToProgress(page, progress);
      await expect.poll(() => paintedOpacity(bar), { message: `opacity at ${progress}` }).toBeCloseTo(expected, 2);
    };
    await at(0, 1);
    await at(0.04, 1);
    await at(0.15, 0.9);
    await at(0.25, 0.8);
    await at(0.6, 0.8);
    expect((await bar.boundingBox())!.y).toBe(0);
    await at(0.1, 0.95);
    await at(0, 1);
  });
});

test.describe('top bar at 375px (below 62em)', () => {
  test.use({ viewport: PHONE });

  const openDrawer = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  };

  test('hides the entries behind a menu button whose drawer has them all, plus Search for a job', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openDrawer(page);
    // Outside the open (modal) drawer everything is hidden from assistive tech, the button too.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Search for a job' })).toHaveAttribute('href', '/#job-search');
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(drawer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(drawer.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/post-testimonials');
    for (const name of ['Resources', 'Connect', 'AI Resources', 'Talent'])
      await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
    // The drawer drops from the top of the screen.
    await expect.poll(async () => (await drawer.boundingBox())?.y).toBe(0);
    expect(errors).toEqual([]);
  });

  test('opens Post a job in a new tab from the drawer', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    const postJob = drawer.getByRole('link', { name: 'Post a job' });
    await expect(postJob).toHaveAttribute('href', '/post-job');
    await expect(postJob).toHaveAttribute('target', '_blank');
    await expect(postJob).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), postJob.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/post-job');
    await tab.close();
  });

  test('collapses and expands the Resources and social submenus', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    const expected = await connectLinks(page);
    for (const [name, links] of [
      ['Resources', RESOURCES],
      ['Connect', expected],
    ] as const) {
      const toggle = drawer.getByRole('button', { name, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer.getByRole('link', { name: links[0][0] })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const [label, href] of links) await expect(drawer.getByRole('link', { name: label })).toHaveAttribute('href', href);
      await expect(drawer.getByRole('link', { name: links[0][0] })).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer.getByRole('link', { name: links[0][0] })).toBeHidden();
    }
    await drawer.getByRole('button', { name: 'AI Resources' }).click();
    for (const name of AI_TOOLS) await expect(drawer.getByText(name)).toBeVisible();
    await expect(drawer.getByText('Coming Soon')).toHaveCount(3);
  });

  test('traps focus while open, closes on Escape and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes when the visitor navigates, also with Back', async ({ page }) => {
    await page.goto('/terms');
    let drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

    drawer = await openDrawer(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(drawer).toBeHidden();
  });

  test('Search for a job leads to the job search on the home page', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Search for a job' }).click();
    await expect(page).toHaveURL(/\/#job-search$/);
    await expect(page.locator('#job-search')).toBeInViewport();
  });

  test('Talent in the drawer closes it and shows the toast', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Talent' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('[id="chakra-toast-manager-top"]').getByText(TALENT_TITLE)).toBeVisible();
  });

  test('fades the same way on a phone', async ({ page }) => {
    await page.goto('/privacy');
    await settled(page);
    const bar = page.getByRole('banner');
    await scrollToProgress(page, 0.5);
    await expect.poll(() => paintedOpacity(bar)).toBeCloseTo(0.8, 2);
    await scrollToProgress(page, 0);
    await expect.poll(() => paintedOpacity(bar)).toBeCloseTo(1, 2);
  });
});
