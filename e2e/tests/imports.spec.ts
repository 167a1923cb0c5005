/**
 * Imports from companies' own job boards, end to end: the stand-in boards (scripts/standin-boards,
 * loopback) in each provider's format, an import run through the cron's code and the Queue, the
 * jobs in the search with their provenance, a job removed from its board closing after two runs,
 * the same role on two boards as one job, the moderators' Sources tab with the malformed board
 * failing alone, and a claim that gives a company's jobs the verified badge.
 *
 * Runs in its own project after every other spec: its jobs go to the top of the board.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { moderatorContext } from '../support/moderator';
import { afterLoad, signInWithCode } from '../support/sign-in';

const STANDIN = 'http://127.0.0.1:8790';
/** The stand-in's one role on two providers of one company (scripts/standin-boards/plans.ts). */
const DUPLICATE_TITLE = 'Senior ZK Circuit Engineer';

interface StandinState {
  boards: Array<{
    id: string;
    provider: string;
    board: string;
    company: string;
    malformed: boolean;
    jobs: Array<{ externalId: string; title: string; listed: boolean }>;
  }>;
}

async function control(request: APIRequestContext, action: string, body: unknown) {
  const response = await request.post(`${STANDIN}/__control/${action}`, { data: body });
  expect(response.ok(), `stand-in ${action}: ${await response.text()}`).toBe(true);
}

/** One import run of every source (what `npm run ingest` does), waited for. */
async function ingest(request: APIRequestContext) {
  const run = await request.post('/__local/imports/run', { data: { all: true } });
  expect(run.ok(), await run.text()).toBe(true);
  const { runId, sources } = (await run.json()) as { runId: number; sources: number };
  expect(sources).toBeGreaterThanOrEqual(8);
  await expect
    .poll(async () => ((await (await request.get(`/__local/imports/run?runId=${runId}`)).json()) as { waiting: number }).waiting, {
      timeout: 120_000,
      intervals: [250],
    })
    .toBe(0);
}

async function searchFor(page: Page, text: string) {
  await page.goto(`/?q=${encodeURIComponent(text)}`);
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: text, exact: true }) });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await control(request, 'reset', {});
  await ingest(request);
});

test("an import run brings the boards' jobs in: searchable, from the company's careers page, one job for a role on two boards", async ({
  page,
}) => {
  const cards = await searchFor(page, DUPLICATE_TITLE);
  await afterLoad(cards).toHaveCount(1);
  await cards.getByRole('link', { name: DUPLICATE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: DUPLICATE_TITLE })).toBeVisible();
  await expect(page.getByText(/^From ZK Forge's careers page, checked /)).toBeVisible();
  // Apply leads (through the counted /apply hop) to the source's own apply page.
  const applyHref = await page.getByRole('link', { name: 'Apply now' }).first().getAttribute('href');
  const hop = await page.request.get(applyHref!, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expect(new URL(hop.headers()['location']!).hostname).not.toBe(new URL(page.url()).hostname);
  await page.getByRole('link', { name: 'ZK Forge', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ZK Forge' })).toBeVisible();
  await expect(page.getByRole('link', { name: DUPLICATE_TITLE })).toHaveCount(1);
});

test('a job removed from its board closes after the next two runs, not one', async ({ page, request }) => {
  const state = (await (await request.get(`${STANDIN}/__control/state`)).json()) as StandinState;
  const board = state.boards.find((b) => b.id === 'lever:lumenledger')!;
  const job = board.jobs.find(
    (j) => j.listed && !state.boards.some((other) => other !== board && other.jobs.some((o) => o.title === j.title)),
  )!;
  const cards = await searchFor(page, job.title);
  await afterLoad(cards.first()).toBeVisible();
  await cards.first().getByRole('link', { name: job.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const jobUrl = page.url();

  await control(request, 'remove', { provider: board.provider, board: board.board, externalId: job.externalId });
  await ingest(request);
  expect((await request.get(jobUrl)).status()).toBe(200);
  await ingest(request);
  expect((await request.get(jobUrl)).status()).toBe(410);
  await page.goto(jobUrl);
  await expect(page.getByText('This job is closed')).toBeVisible();
});

test('a moderator sees every source, the malformed board failing alone', async ({ browser }) => {
  const context = await moderatorContext(browser);
  const page = await context.newPage();
  await page.goto('/admin/moderation');
  await page.getByRole('tab', { name: 'Sources' }).click();
  const sources = page.getByRole('list', { name: 'Import sources' });
  await afterLoad(sources).toBeVisible();
  const failing = sources.getByRole('article').filter({ hasText: 'Failing' });
  await expect(failing).toHaveCount(1);
  await expect(failing).toContainText('kelpie');
  await expect(failing).toContainText('jobs[0].title is missing');
  expect(await sources.getByRole('article').count()).toBeGreaterThanOrEqual(10);
  await context.close();
});

test("an employer at the company's domain claims it, and its jobs carry the verified employer badge", async ({ page }) => {
  await signInWithCode(page, `hiring-${Date.now()}@zkforge.example`);
  await page.goto('/companies/zk-forge');
  const claim = page.getByRole('region', { name: 'Claim this company' });
  await afterLoad(claim).toBeVisible();
  await claim.getByRole('button', { name: 'Claim this company' }).click();
  await expect(claim).toBeHidden();
  await page.getByRole('link', { name: DUPLICATE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: DUPLICATE_TITLE })).toBeVisible();
  await expect(page.getByText('Verified employer').first()).toBeVisible();
});
