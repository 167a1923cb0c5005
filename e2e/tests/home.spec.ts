import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { asSubscribedVisitor } from '../support/visitor';
import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';

test.describe('home page composed from its remotes', () => {
  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  test('shows the top bar, the job list and the footer, each from its remote, with no console errors', async ({ page }) => {
    const errors = collectErrors(page);
    const remoteAssets = new Map<string, number>();
    page.on('response', (res) => {
      const match = new URL(res.url()).pathname.match(/^\/_mf\/(remote-[a-z]+)\//);
      if (match) remoteAssets.set(match[1]!, res.status());
    });

    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'About' }).first()).toBeVisible();
    const search = page.locator('#job-search');
    await expect(search.getByRole('article').first()).toBeVisible();
    // The first cards come with the list, the rest a moment later in a deferred render.
    await expect.poll(() => search.getByRole('article').count()).toBeGreaterThanOrEqual(JOB_SEARCH_PAGE_SIZE);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Stay up to date/)).toBeVisible();
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();

    for (const pkg of ['remote-navigation', 'remote-jobs', 'remote-newsletter']) {
      expect(remoteAssets.get(pkg), `${pkg} loaded`).toBe(200);
    }
    expect(errors).toEqual([]);
  });

  test('loads more jobs by cursor as the visitor scrolls', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('jobs.search')) searches.push(req.url());
    });
    await page.goto('/');
    const cards = page.locator('#job-search').getByRole('article');
    // The whole first page, its deferred cards included: more than that comes only by cursor.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(JOB_SEARCH_PAGE_SIZE);
    const before = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(before);
    const withCursor = searches
      .map((u) => decodeURIComponent(new URL(u).searchParams.get('input') ?? ''))
      .filter((i) => i.includes('"cursor":"'));
    expect(withCursor.length).toBeGreaterThan(0);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('cards out of sight are not rendered until the visitor nears them', async ({ page }) => {
    await asSubscribedVisitor(page);
    await page.goto('/');
    const cards = page.locator('#job-search').getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(JOB_SEARCH_PAGE_SIZE);
    // Skipped by content-visibility: in the document (and the accessibility tree), not yet styled or painted.
    const rendered = (card: typeof cards) => card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const last = cards.nth(JOB_SEARCH_PAGE_SIZE - 1);
    expect(await rendered(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
  });
});
