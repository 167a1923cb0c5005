import { expect, test } from '@playwright/test';
import { deleteVersion, liveVersion, restoreObjects, type Removed } from '../support/store';

/** Breaks a remote on purpose: its live version's files vanish from the asset store. */
test.describe('a remote whose published version is deleted', () => {
  let removed: Removed[] = [];

  test.afterEach(async () => {
    if (removed.length) await restoreObjects(removed);
    removed = [];
  });

  test('navigation missing: fallbacks in its place, the job search still renders', async ({ page }) => {
    removed = await deleteVersion('remote-navigation', await liveVersion('remote-navigation'));
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Navigation is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('link', { name: /chainwork/i }).first()).toBeVisible();
    await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible();
  });

  test('jobs missing: fallback in its place, top bar and footer still render', async ({ page }) => {
    removed = await deleteVersion('remote-jobs', await liveVersion('remote-jobs'));
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Job search is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
