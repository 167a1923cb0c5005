import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { deleteFiles, liveVersionOf, readTableText, restoreTable, routes, stageVersion, stagedName } from './gateway-versions';

/**
 * Remotes whose published files vanish. The gateway checks a version's entry file before
 * sending visitors to it, so a live version that breaks is skipped for the last good one;
 * a visitor pinned to a broken version (or any case the gateway cannot catch) gets the
 * shell's fallback in place of that remote while the rest of the page lives on.
 */
let savedTable = '';
test.beforeEach(async () => {
  savedTable = await readTableText();
});
test.afterEach(async () => {
  await restoreTable(savedTable);
});

test('a live version whose files are deleted: visitors fall back to the last good version', async ({ page }) => {
  test.setTimeout(90_000);
  const pkg = 'remote-navigation';
  const good = await liveVersionOf(pkg);
  const next = stagedName(good, 'n');
  await stageVersion(pkg, good, next);
  await routes('promote', pkg, next);
  await expect(async () => {
    const response = await page.goto('/');
    expect(response?.headers()['x-chainwork-versions']).toContain(`${pkg}=${next}`);
  }).toPass({ timeout: 15_000 });

  expect(await deleteFiles(pkg, next)).toBeGreaterThan(0);
  // Noticed within the gateway's health cache (a few seconds).
  await expect(async () => {
    const response = await page.goto('/');
    expect(response?.headers()['x-chainwork-versions']).toContain(`${pkg}=${good}`);
    expect(response?.headers()['x-chainwork-routing']).toContain(`${pkg}=fallback`);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'About' }).first()).toBeVisible();
  await expect(page.getByText('Navigation is temporarily unavailable.')).toHaveCount(0);
  await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible();
});

test.describe('pinned to a version whose files are missing', () => {
  /**
   * Publishes a version without files and pins this browser to it, then loads `/` until the gateway
   * serves the pin: its routing table is cached for a moment, and a table read before the version
   * was published ignores the pin (the page then shows the live remote, with nothing to fall back from).
   */
  async function openPinnedToBroken(page: Page, context: BrowserContext, pkg: string): Promise<void> {
    const live = await liveVersionOf(pkg);
    const broken = stagedName(live, 'x');
    await stageVersion(pkg, live, broken, { withFiles: false });
    await context.addCookies([{ name: 'cw_pin', value: `${pkg}@${broken}`, url: test.info().project.use.baseURL! }]);
    await expect(async () => {
      const response = await page.goto('/');
      expect(response?.headers()['x-chainwork-routing']).toContain(`${pkg}=pinned`);
    }).toPass({ timeout: 15_000 });
  }

  test('navigation: fallbacks in its place, the job search still renders', async ({ page, context }) => {
    await openPinnedToBroken(page, context, 'remote-navigation');
    await expect(page.getByRole('status').filter({ hasText: 'Navigation is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('link', { name: /chainwork/i }).first()).toBeVisible();
    await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible();
  });

  test('jobs: fallback in its place, top bar and footer still render', async ({ page, context }) => {
    await openPinnedToBroken(page, context, 'remote-jobs');
    await expect(page.getByRole('status').filter({ hasText: 'Job search is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
