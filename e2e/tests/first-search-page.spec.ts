import { expect, test, type Page } from '@playwright/test';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { searchApi, shownJobs, totalText } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';

/**
 * The first page of a search travels in the document (the gateway's runtime config), so
 * opening `/` or a shared search link shows results without asking the api for them; what
 * the visitor does next (more results, another search) asks the api as always.
 */

/** The procedures of every /api/trpc request the page makes, in order. */
function recordProcedures(page: Page): string[][] {
  const calls: string[][] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/trpc/')) calls.push(url.pathname.slice('/api/trpc/'.length).split(','));
  });
  return calls;
}

const asksForResults = (calls: string[][]) => calls.filter((p) => p.includes('jobs.search') || p.includes('jobs.featured'));
const cards = (page: Page) => page.locator('#job-search').getByRole('region', { name: 'Search results' }).getByRole('article');
const total = (page: Page) =>
  page
    .locator('#job-search')
    .getByRole('status')
    .filter({ hasText: /jobs?$|^No jobs$/ });

test.describe('the first search page comes with the document', () => {
  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  test('/?q=solidity shows the results the api gives, with no jobs.search request before them', async ({ page, request }) => {
    const calls = recordProcedures(page);
    await page.goto('/?q=solidity');
    const expected = await shownJobs(request, { q: 'solidity', sort: 'relevance', limit: 20 });
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    expect(asksForResults(calls), `requests so far: ${JSON.stringify(calls)}`).toEqual([]);
    await expect(cards(page).first().getByRole('link').first()).toHaveText(expected[0]!.Title);
    await expect(total(page)).toHaveText(totalText(await searchApi(request, { q: 'solidity' })));
    // Nor afterwards: the handed-over answers are fresh, so nothing refetches them on mount.
    await page.waitForLoadState('networkidle');
    expect(asksForResults(calls), `requests: ${JSON.stringify(calls)}`).toEqual([]);
  });

  test('paging and a new search still ask the api', async ({ page, request }) => {
    const calls = recordProcedures(page);
    await page.goto('/');
    // The whole first page, its deferred cards included: more than that comes only by cursor.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(JOB_SEARCH_PAGE_SIZE);
    expect(asksForResults(calls)).toEqual([]);
    const before = await cards(page).count();

    // More results as the visitor scrolls (the list loads the next page on approach), by cursor.
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBeGreaterThan(before);
    expect(asksForResults(calls).length).toBeGreaterThan(0);

    await page
      .getByRole('searchbox', { name: 'Search jobs' })
      .or(page.getByRole('textbox', { name: 'Search jobs' }))
      .fill('rust');
    await expect(page).toHaveURL(/[?&]q=rust(&|$)/);
    await expect(total(page)).toHaveText(totalText(await searchApi(request, { q: 'rust' })));
    const rust = await shownJobs(request, { q: 'rust', sort: 'relevance', limit: 20 });
    await expect(cards(page).first().getByRole('link').first()).toHaveText(rust[0]!.Title);
  });

  test('a search the api would refuse is not handed over, and the page still searches what it can', async ({ page, request }) => {
    const calls = recordProcedures(page);
    await page.goto('/?q=rust&type=NOT_A_TYPE');
    expect(await page.evaluate(() => window.__CHAINWORK__?.search)).toBeUndefined();
    await expect(total(page)).toHaveText(totalText(await searchApi(request, { q: 'rust' })));
    expect(asksForResults(calls).length).toBeGreaterThan(0);
  });
});
