/**
 * The interactions the benchmark drives, each as a person does it (real key presses and
 * clicks, which the Event Timing API reports; Playwright's `selectOption` and `fill` dispatch
 * script events, which it does not), `runs` times on one page, waiting between repetitions
 * until the page has settled (the search answered, deferred renders done), so that each
 * measurement is the interaction's own.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { interactionSamples } from './event-timing';
import { installRecorder, readRecorder, resetRecorder } from './recorder';
import { signUpAndStartPosting } from './sign-up';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };
/** A person's typing: about 8 characters a second. */
export const TYPING_DELAY_MS = 120;
/** 8-letter queries, one per repetition, so that each one is a new search (no answer cached). */
const QUERIES = ['solidity', 'frontend', 'protocol', 'security', 'engineer', 'research', 'designer', 'platform', 'backends', 'document'];
/** After the search has answered: deferred renders (the counts, the rest of the cards) at 4x CPU. */
const SETTLE_MS = 700;

export interface Measurement {
  label: string;
  samples: number[];
}

export interface ScenarioContext {
  browser: Browser;
  origin: string;
  runs: number;
  cpuSlowdown: number;
}

type Sink = (label: string, samples: number[]) => void;

export async function openPage(
  ctx: ScenarioContext,
  viewport: typeof DESKTOP,
  context?: BrowserContext,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const own = context ?? (await ctx.browser.newContext({ viewport }));
  await installRecorder(own);
  const page = await own.newPage();
  await page.setViewportSize(viewport);
  const cdp = await own.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: ctx.cpuSlowdown });
  return { page, close: () => (context ? page.close() : own.close()) };
}

export const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

/** The search has answered and its deferred renders are done. */
export async function settled(page: Page): Promise<void> {
  // Busy until the answer is on screen; a search may list nothing, so no card is awaited here.
  await page.locator('section[aria-label="Search results"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
}

export async function home(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await results(page).getByRole('article').first().waitFor({ timeout: 60_000 });
  await settled(page);
  // The filters' counts and the cards still to come after the first paint.
  await page.waitForTimeout(2_000);
}

/** Runs `act` with the recorder reset first; the interactions it drove (`expected`) as samples. */
async function measure(page: Page, expected: number, act: () => Promise<void>): Promise<number[]> {
  await resetRecorder(page);
  await act();
  const { events } = await readRecorder(page);
  return interactionSamples(events, expected);
}

async function typing(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const { page, close } = await openPage(ctx, DESKTOP);
  try {
    await home(page, ctx.origin);
    const field = page.getByRole('searchbox', { name: 'Search jobs' });
    const samples: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      await field.click();
      const query = QUERIES[i % QUERIES.length]!;
      samples.push(
        ...(await measure(page, query.length, async () => {
          await page.keyboard.type(query, { delay: TYPING_DELAY_MS });
          await page.waitForURL((url) => url.searchParams.get('q') === query, { timeout: 60_000 });
          await settled(page);
        })),
      );
      // Back to no search text (not measured): the clear button, then the list of every job.
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForURL((url) => !url.searchParams.has('q'), { timeout: 60_000 });
      await settled(page);
    }
    sink('type an 8-letter query (per key)', samples);
  } finally {
    await close();
  }
}

async function filters(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const { page, close } = await openPage(ctx, DESKTOP);
  try {
    await home(page, ctx.origin);
    const aside = page.getByRole('complementary', { name: 'Filters' });
    const tick: number[] = [];
    const untick: number[] = [];
    // Any unticked skill, then the one ticked (the skills list is the first group of checkboxes).
    const unticked = aside.locator('label:has(input[type=checkbox]:not(:checked):not(:disabled))').first();
    const ticked = aside.locator('label:has(input[type=checkbox]:checked)').first();
    for (let i = 0; i < ctx.runs; i += 1) {
      tick.push(...(await measure(page, 1, () => clickAndSettle(page, unticked))));
      untick.push(...(await measure(page, 1, () => clickAndSettle(page, ticked))));
    }
    sink('tick a skill', tick);
    sink('untick a skill', untick);

    const scope = aside.getByLabel('Remote scope');
    const sort = page.getByLabel('Sort by');
    const scopeSamples: number[] = [];
    const sortSamples: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      // Arrow keys change a closed native select at once (not on macOS): one key press, one change.
      scopeSamples.push(...(await measure(page, 1, () => keyOn(page, scope, i % 2 === 0 ? 'ArrowDown' : 'ArrowUp'))));
      sortSamples.push(...(await measure(page, 1, () => keyOn(page, sort, i % 2 === 0 ? 'ArrowDown' : 'ArrowUp'))));
    }
    sink('choose a remote scope', scopeSamples);
    sink('change the sort', sortSamples);
  } finally {
    await close();
  }
}

async function clickAndSettle(page: Page, target: Locator): Promise<void> {
  await target.click();
  await settled(page);
}

async function keyOn(page: Page, select: Locator, key: string): Promise<void> {
  await select.focus();
  const before = await select.inputValue();
  await page.keyboard.press(key);
  if ((await select.inputValue()) === before) throw new Error(`${key} did not change ${await select.getAttribute('id')}`);
  await settled(page);
}

async function openJob(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const { page, close } = await openPage(ctx, DESKTOP);
  try {
    await home(page, ctx.origin);
    const open: number[] = [];
    const back: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const title = results(page).getByRole('list', { name: 'Jobs' }).getByRole('article').nth(i).getByRole('heading').getByRole('link');
      await title.scrollIntoViewIfNeeded();
      open.push(
        ...(await measure(page, 1, async () => {
          await title.click();
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
          await page.waitForURL(/\/jobs\//);
          await page.waitForTimeout(SETTLE_MS);
        })),
      );
      // The browser's Back is not the page's input: the longest animation frame from it until the results are back.
      await resetRecorder(page);
      await page.goBack();
      await settled(page);
      const { frames } = await readRecorder(page);
      back.push(frames.length ? Math.max(...frames.map((f) => f.duration)) : 0);
    }
    sink('open a job from the results', open);
    sink('back to the results (longest frame)', back);
  } finally {
    await close();
  }
}

async function nextPage(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const { page, close } = await openPage(ctx, DESKTOP);
  try {
    await home(page, ctx.origin);
    const button = page.getByRole('button', { name: 'Load more jobs' });
    const cards = results(page).getByRole('list', { name: 'Jobs' }).getByRole('article');
    const samples: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      await button.scrollIntoViewIfNeeded();
      // The first pages load by themselves as the end nears; wait until the button is what loads more.
      await page.waitForTimeout(SETTLE_MS);
      await button.and(page.locator(':not([data-loading])')).waitFor({ timeout: 60_000 });
      const before = await cards.count();
      samples.push(
        ...(await measure(page, 1, async () => {
          await button.click();
          await page.waitForFunction(([n]) => document.querySelectorAll('ol[aria-label="Jobs"] article').length > n!, [before], {
            timeout: 60_000,
          });
          await page.waitForTimeout(SETTLE_MS);
        })),
      );
    }
    sink('load the next page of results', samples);
  } finally {
    await close();
  }
}

async function overlays(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const phone = await openPage(ctx, PHONE);
  try {
    await home(phone.page, ctx.origin);
    const samples: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      samples.push(
        ...(await measure(phone.page, 1, async () => {
          await phone.page.getByRole('button', { name: 'Open menu' }).click();
          await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 60_000 });
          await phone.page.waitForTimeout(SETTLE_MS);
        })),
      );
      await phone.page.keyboard.press('Escape');
      await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden', timeout: 60_000 });
    }
    sink('open the drawer (375 px)', samples);
  } finally {
    await phone.close();
  }
  const { page, close } = await openPage(ctx, DESKTOP);
  try {
    await home(page, ctx.origin);
    const samples: number[] = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      samples.push(
        ...(await measure(page, 1, async () => {
          await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
          await page.getByRole('dialog').waitFor({ timeout: 60_000 });
          await page.waitForTimeout(SETTLE_MS);
        })),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 60_000 });
    }
    sink('open the alert dialog', samples);
  } finally {
    await close();
  }
}

const POSTING_STEPS = [
  { label: 'Save and continue: company', next: 'The job' },
  { label: 'Save and continue: job', next: 'Choose a plan' },
  { label: 'Save and continue: plan', next: 'Review your job' },
] as const;

async function posting(ctx: ScenarioContext, sink: Sink): Promise<void> {
  const context = await ctx.browser.newContext({ viewport: DESKTOP });
  try {
    // Signed up and through the steps once, without the recorder's throttling (setting up, not measured).
    await signUpAndStartPosting(context, ctx.origin);
    const { page } = await openPage(ctx, DESKTOP, context);
    await page.goto(`${ctx.origin}/post-job`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: 'Review your job' }).waitFor({ timeout: 60_000 });
    const samples: number[][] = POSTING_STEPS.map(() => []);
    for (let i = 0; i < ctx.runs; i += 1) {
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('button', { name: /^Company/ })
        .click();
      await page.getByRole('heading', { level: 2, name: 'Your company' }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      for (const [index, step] of POSTING_STEPS.entries()) {
        samples[index]!.push(
          ...(await measure(page, 1, async () => {
            await page.getByRole('button', { name: 'Save and continue' }).click();
            await page.getByRole('heading', { level: 2, name: step.next }).waitFor({ timeout: 60_000 });
            await page.waitForTimeout(SETTLE_MS);
          })),
        );
      }
    }
    POSTING_STEPS.forEach((step, index) => sink(step.label, samples[index]!));
  } finally {
    await context.close();
  }
}

export const SCENARIOS = { typing, filters, 'open-job': openJob, 'next-page': nextPage, overlays, posting } as const;
export type ScenarioId = keyof typeof SCENARIOS;
export const SCENARIO_IDS = Object.keys(SCENARIOS) as ScenarioId[];
