import { JOB_SEARCH_AUTO_LOAD_PAGES } from '@chainwork/shared-config';
import { chooseFilter } from '../support/filters';
import { asSubscribedVisitor } from '../support/visitor';
import { expect, test, type Page } from '@playwright/test';
import { searchApi, shownJobs, totalText } from '../support/api';

/** The results count the UI announces (role=status, aria-live). */
const total = (page: Page) =>
  page
    .locator('#job-search')
    .getByRole('status')
    .filter({ hasText: /jobs?$|^No jobs$/ });
/** Every job card of the results in the order shown: the pinned Featured jobs, then the list. */
const cards = (page: Page) => page.locator('#job-search').getByRole('region', { name: 'Search results' }).getByRole('article');

test.describe('job search', () => {
  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  test('full-text search: debounced typing, URL state, totals from the api, highlighted terms', async ({ page, request }) => {
    await page.goto('/');
    await page
      .getByRole('searchbox', { name: 'Search jobs' })
      .or(page.getByRole('textbox', { name: 'Search jobs' }))
      .fill('solidity engineer');
    await expect(page).toHaveURL(/[?&]q=solidity\+engineer/);
    const expected = await searchApi(request, { q: 'solidity engineer' });
    await expect(total(page)).toHaveText(totalText(expected));
    await expect(cards(page).first().locator('mark').first()).toBeVisible();
    const firstTitle = await cards(page).first().getByRole('link').first().textContent();
    expect(firstTitle?.trim()).toBe((await shownJobs(request, { q: 'solidity engineer' }))[0]!.Title);
  });

  test('prefix matching while typing', async ({ page, request }) => {
    await page.goto('/');
    await page
      .getByRole('searchbox', { name: 'Search jobs' })
      .or(page.getByRole('textbox', { name: 'Search jobs' }))
      .fill('solid');
    await expect(page).toHaveURL(/[?&]q=solid(&|$)/);
    const expected = await searchApi(request, { q: 'solid' });
    expect(expected.total).toBeGreaterThan(0);
    await expect(total(page)).toHaveText(totalText(expected));
    await expect(cards(page).first().locator('mark').first()).toHaveText(/^solid/i);
  });

  const filterCases: Array<[string, string, Record<string, unknown>, (page: Page) => Promise<void>]> = [
    [
      'skills',
      'tags=rust',
      { tags: ['rust'] },
      async (page) => {
        const field = page
          .getByRole('searchbox', { name: 'Find a skill' })
          .or(page.getByRole('textbox', { name: 'Find a skill' }))
          .first();
        await field.fill('rust');
        await chooseFilter(page.getByRole('group', { name: 'Skills' }).first(), 'rust', 'checkbox', /^rust\b/i);
      },
    ],
    [
      'remote scope',
      'remote=europe',
      { remote: 'europe' },
      (page) =>
        page
          .getByLabel('Remote scope')
          .first()
          .selectOption('europe')
          .then(() => undefined),
    ],
    [
      'on-site city',
      'city=berlin',
      { city: 'berlin' },
      (page) =>
        page
          .getByLabel('On-site city')
          .first()
          .selectOption('berlin')
          .then(() => undefined),
    ],
    [
      'minimum salary',
      'salary=150000',
      { minSalary: 150000 },
      (page) =>
        page
          .getByLabel('Minimum salary (USD per year)')
          .first()
          .selectOption('150000')
          .then(() => undefined),
    ],
    [
      'employment type',
      'type=CONTRACTOR',
      { employmentTypes: ['CONTRACTOR'] },
      (page) => chooseFilter(page.getByRole('group', { name: 'Employment type' }).first(), 'Contract', 'checkbox', /^Contract/),
    ],
    [
      'seniority',
      'level=senior',
      { seniorities: ['senior'] },
      (page) => chooseFilter(page.getByRole('group', { name: 'Seniority' }).first(), 'Senior', 'checkbox', /^Senior/),
    ],
    [
      'date posted',
      'posted=7d',
      { posted: '7d' },
      (page) => chooseFilter(page.getByRole('group', { name: 'Date posted' }).first(), 'Last 7 days', 'radio', /^Last 7 days/),
    ],
  ];

  for (const [name, param, input, apply] of filterCases) {
    test(`filter by ${name}: URL, total and results agree with the api`, async ({ page, request }) => {
      await page.goto('/');
      await expect(cards(page).first()).toBeVisible();
      await apply(page);
      await expect(page).toHaveURL(new RegExp(`[?&]${param.replace('+', '\\+')}`));
      const expected = await searchApi(request, input);
      await expect(total(page)).toHaveText(totalText(expected));
      const [first] = await shownJobs(request, input);
      if (first) await expect(cards(page).first().getByRole('link').first()).toHaveText(first.Title);
    });
  }

  test('a remote scope and an on-site city together list the jobs of either, never nothing', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto('/#job-search');
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Remote scope').first().selectOption('europe');
    await page.getByLabel('On-site city').first().selectOption('berlin');
    await expect(page).toHaveURL(/[?&]remote=europe&city=berlin/);
    await expect(page.getByLabel('Remote scope').first()).toHaveValue('europe');
    const [remote, city, both] = await Promise.all([
      searchApi(request, { remote: 'europe' }),
      searchApi(request, { city: 'berlin' }),
      searchApi(request, { remote: 'europe', city: 'berlin' }),
    ]);
    expect(remote.total).toBeGreaterThan(0);
    expect(city.total).toBeGreaterThan(0);
    expect(both.total).toBe(remote.total + city.total);
    await expect(total(page)).toHaveText(totalText(both));
    await expect(page.getByRole('group', { name: 'Location' }).first()).toContainText('jobs matching either');
  });

  test('filter by company and include jobs without a salary', async ({ page, request }) => {
    await page.goto('/');
    const company = page.getByLabel('Hiring company').first();
    // The select lists the companies with the most jobs in the current search; take the first.
    const firstCompany = company.locator('option:not([value=""])').first();
    await expect(firstCompany).toBeAttached();
    await company.selectOption((await firstCompany.getAttribute('value'))!);
    await expect(page).toHaveURL(/[?&]company=[a-z0-9-]+/);
    const slug = new URL(page.url()).searchParams.get('company')!;
    await expect(total(page)).toHaveText(totalText(await searchApi(request, { company: slug })));

    await page.goto('/?salary=200000');
    await chooseFilter(page.locator('#job-search'), 'Include jobs without a salary', 'checkbox', /Include jobs without a salary/);
    await expect(page).toHaveURL(/nosalary=1/);
    await expect(total(page)).toHaveText(totalText(await searchApi(request, { minSalary: 200000, includeNoSalary: true })));
  });

  test('sort by salary lists the highest salaries first', async ({ page, request }) => {
    await page.goto('/');
    await page.getByLabel('Sort by').selectOption('salary');
    await expect(page).toHaveURL(/sort=salary/);
    const expected = await searchApi(request, { sort: 'salary', limit: 5 });
    const salaries = expected.items.map((j) => j.numeric_salary!);
    expect([...salaries].sort((a, b) => b - a)).toEqual(salaries);
    // Pinned Featured jobs come first whatever the sort; the rest follow in salary order.
    const shown = await shownJobs(request, { sort: 'salary' });
    for (const [i, job] of shown.slice(0, 5).entries()) {
      await expect(cards(page).nth(i).getByRole('link').first()).toHaveText(job.Title);
    }
  });

  test('the list loads its first pages by itself as the visitor scrolls, then the Load more jobs button fetches the next by cursor', async ({
    page,
  }) => {
    const cursors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/trpc/') || !url.pathname.includes('jobs.search')) return;
      for (const item of Object.values(JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { json?: { cursor?: string } }>))
        if (item.json?.cursor) cursors.push(item.json.cursor);
    });
    await page.goto('/?q=engineer');
    await expect(cards(page).first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Load more jobs' });
    // Each scroll to the end loads a page by itself, until JOB_SEARCH_AUTO_LOAD_PAGES are shown.
    await expect(async () => {
      await button.scrollIntoViewIfNeeded();
      expect(cursors).toHaveLength(JOB_SEARCH_AUTO_LOAD_PAGES - 1);
    }).toPass({ timeout: 20_000 });
    await expect(button).toBeEnabled();
    const before = await cards(page).count();
    await button.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    expect(new Set(cursors).size).toBe(JOB_SEARCH_AUTO_LOAD_PAGES);
  });

  test('the search state lives in the URL: a shared link restores it and Back undoes a filter', async ({ page, request }) => {
    await page.goto('/?q=rust&level=senior');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' }).or(page.getByRole('textbox', { name: 'Search jobs' }))).toHaveValue(
      'rust',
    );
    await expect(
      page
        .getByRole('group', { name: 'Seniority' })
        .first()
        .getByRole('checkbox', { name: /^Senior/ }),
    ).toBeChecked();
    const withLevel = await searchApi(request, { q: 'rust', seniorities: ['senior'] });
    await expect(total(page)).toHaveText(totalText(withLevel));

    await chooseFilter(page.getByRole('group', { name: 'Employment type' }).first(), 'Full-time', 'checkbox', /^Full-time/);
    await expect(page).toHaveURL(/type=FULL_TIME/);
    await expect(total(page)).toHaveText(
      totalText(await searchApi(request, { q: 'rust', seniorities: ['senior'], employmentTypes: ['FULL_TIME'] })),
    );
    // Back at once, while the page may still be rendering the filtered location.
    await page.goBack();
    await expect(page).not.toHaveURL(/type=FULL_TIME/);
    await expect(total(page)).toHaveText(totalText(withLevel));
  });

  test('an empty search says what to do next', async ({ page }) => {
    await page.goto('/?q=zzqqxxnotaword');
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await expect(page.getByRole('button', { name: /clear|remove/i }).first()).toBeVisible();
  });
});
