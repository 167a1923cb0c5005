/**
 * One interaction of bench:interact under a Chrome performance trace, to see what its time is
 * made of before changing anything:
 *
 *   tsx bench/interact/trace.ts <kind> [--origin URL | --port 8857] [--cpu 4] [--repeat N]
 *   kinds: tick, untick, scope, sort, key, open-job, back, next-page, drawer, alert, save-company, save-job
 *
 * Without --origin it serves the benchmark's state (CHAINWORK_STATE_DIR, else
 * .wrangler/bench-interact-state, as last prepared by bench:interact) on --port. It walks to the
 * interaction as the benchmark does (same page, same CPU slowdown), records the trace (timeline,
 * style invalidation and the sampling profiler) around it, writes it to a temporary folder (open it
 * in DevTools' Performance panel) and prints the longest interaction's main-thread time by kind,
 * each style recalculation with its element count, the heaviest trace events and functions, and how
 * many style rules script inserted (CSSStyleSheet.insertRule, emotion's way in production).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { CDPSession, Page } from 'playwright-core';
import { API_CONFIG, GATEWAY_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { startDevServer, stopDevServer, waitForOk } from '@chainwork/tooling/lib/dev-server';
import { launchBrowser } from '../web/page-bytes';
import { DESKTOP, PHONE, home, openPage, results, settled } from './scenarios';
import { signUpAndStartPosting } from './sign-up';
import { breakdown, busyWindow, formatSummary, interactionWindow, mainThread, profileHotspots, type TraceEvent } from './trace-summary';

const KINDS = [
  'tick',
  'untick',
  'scope',
  'sort',
  'key',
  'open-job',
  'back',
  'next-page',
  'drawer',
  'alert',
  'save-company',
  'save-job',
] as const;
type Kind = (typeof KINDS)[number];
/** The posting steps' Save: an employer signed up once, the steps filled in once (as bench:interact's posting walk). */
const POSTING_KINDS: ReadonlySet<Kind> = new Set(['save-company', 'save-job']);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'latencyInfo',
];

export const TRACE_USAGE = `Usage: tsx bench/interact/trace.ts <${KINDS.join('|')}> [--origin URL | --port 8857] [--cpu 4] [--repeat 1]`;

export interface TraceOptions {
  kind: Kind;
  origin?: string;
  port: number;
  cpu: number;
  repeat: number;
}

export function parseTraceArgs(argv: string[]): TraceOptions {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: { origin: { type: 'string' }, port: { type: 'string' }, cpu: { type: 'string' }, repeat: { type: 'string' } },
  });
  const kind = positionals[0] as Kind | undefined;
  if (!kind || !KINDS.includes(kind)) throw new UsageError(`a kind of interaction is required (one of ${KINDS.join(', ')})`);
  if (values.origin !== undefined && !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(values.origin))
    throw new UsageError('--origin: a loopback origin, e.g. http://127.0.0.1:8787');
  return {
    kind,
    ...(values.origin ? { origin: values.origin } : {}),
    port: wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1, fallback: 8857 })!,
    cpu: wholeNumberOption('cpu', values.cpu, { min: 1, max: 20, fallback: 4 })!,
    repeat: wholeNumberOption('repeat', values.repeat, { min: 1, max: 10, fallback: 1 })!,
  };
}

/** Counts the rules script inserts (emotion's speedy sheet in production) since the last reset. */
const RULE_COUNTER = `(() => {
  const insert = CSSStyleSheet.prototype.insertRule;
  window.__traceRules = [];
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    window.__traceRules.push(String(rule).slice(0, 120));
    return insert.call(this, rule, index);
  };
})();`;

/** Sets the page up for `kind` (not traced) and returns the action traced. */
async function prepare(page: Page, kind: Kind): Promise<() => Promise<void>> {
  const aside = page.getByRole('complementary', { name: 'Filters' });
  const checkbox = (state: 'checked' | 'unchecked') =>
    aside.locator(`label:has(input[type=checkbox]${state === 'checked' ? ':checked' : ':not(:checked):not(:disabled)'})`).first();
  const keyOn = async (label: string, key: string) => {
    const select = page.getByLabel(label).first();
    await select.focus();
    await page.keyboard.press(key);
    await settled(page);
  };
  switch (kind) {
    case 'tick':
      return async () => {
        await checkbox('unchecked').click();
        await settled(page);
      };
    case 'untick':
      await checkbox('unchecked').click();
      await settled(page);
      return async () => {
        await checkbox('checked').click();
        await settled(page);
      };
    case 'scope':
      return () => keyOn('Remote scope', 'ArrowDown');
    case 'sort':
      return () => keyOn('Sort by', 'ArrowDown');
    case 'key':
      await page.getByRole('searchbox', { name: 'Search jobs' }).click();
      return async () => {
        await page.keyboard.press('s');
        await page.waitForURL((url) => url.searchParams.get('q') === 's', { timeout: 60_000 });
        await settled(page);
      };
    case 'open-job': {
      const title = results(page).getByRole('list', { name: 'Jobs' }).getByRole('article').first().getByRole('heading').getByRole('link');
      return async () => {
        await title.click();
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(700);
      };
    }
    case 'back': {
      // The browser's Back is no page input: its window is the main thread's busy span until the results have settled.
      await results(page).getByRole('list', { name: 'Jobs' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/jobs\//, { timeout: 60_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(700);
      return async () => {
        await page.goBack();
        await settled(page);
      };
    }
    case 'next-page': {
      const button = page.getByRole('button', { name: 'Load more jobs' });
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      await button.and(page.locator(':not([data-loading])')).waitFor({ timeout: 60_000 });
      return async () => {
        await button.click();
        await page.waitForTimeout(1500);
      };
    }
    case 'drawer':
      return async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(700);
      };
    case 'alert':
      return async () => {
        await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
        await page.getByRole('dialog').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(700);
      };
    case 'save-company':
    case 'save-job': {
      // From the stepper to the step (not traced), then its Save up to the next step's heading.
      const [from, next] = kind === 'save-company' ? ['Company', 'The job'] : ['Job', 'Choose a plan'];
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('button', { name: new RegExp(`^${from}`) })
        .click();
      await page
        .getByRole('heading', { level: 2, name: kind === 'save-company' ? 'Your company' : 'The job' })
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(700);
      return async () => {
        await page.getByRole('button', { name: 'Save and continue' }).click();
        await page.getByRole('heading', { level: 2, name: next }).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(700);
      };
    }
  }
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

async function traceAround(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReturnAsStream' });
  await act();
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const parsed = JSON.parse(await readStream(cdp, await done)) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

export async function traceInteraction(options: TraceOptions): Promise<void> {
  let server: ChildProcess | null = null;
  let origin = options.origin;
  if (!origin) {
    const stateDir = path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR ?? '.wrangler/bench-interact-state');
    console.log(`> serving ${stateDir} on ${options.port}`);
    server = startDevServer([GATEWAY_CONFIG, API_CONFIG], options.port, options.port + 1, stateDir);
    origin = `http://127.0.0.1:${options.port}`;
    await waitForOk(`${origin}/healthz`, server);
  }
  const browser = await launchBrowser();
  const out = mkdtempSync(path.join(tmpdir(), 'interact-trace-'));
  // Stopped from outside (Ctrl+C, a timeout): the server's own process group goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void Promise.allSettled([browser.close(), server ? stopDevServer(server) : undefined]).then(() => process.exit(130));
    });
  try {
    const context = await browser.newContext({ viewport: options.kind === 'drawer' ? PHONE : DESKTOP });
    const posting = POSTING_KINDS.has(options.kind);
    // Signed up and through the steps once before the CPU is throttled (setting up, not traced).
    if (posting) await signUpAndStartPosting(context, origin);
    await context.addInitScript({ content: RULE_COUNTER });
    const { page } = await openPage(
      { browser, origin, runs: 1, cpuSlowdown: options.cpu },
      options.kind === 'drawer' ? PHONE : DESKTOP,
      context,
    );
    if (posting) {
      await page.goto(`${origin}/post-job`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 2, name: 'Review your job' }).waitFor({ timeout: 60_000 });
    } else await home(page, origin);
    const cdp = await context.newCDPSession(page);
    for (let i = 0; i < options.repeat; i += 1) {
      const act = await prepare(page, options.kind);
      await page.evaluate(() => {
        (window as Window & { __traceRules?: string[] }).__traceRules!.length = 0;
      });
      const events = await traceAround(cdp, act);
      const rules = await page.evaluate(() => (window as Window & { __traceRules?: string[] }).__traceRules ?? []);
      const file = path.join(out, `${options.kind}-${i + 1}.json`);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      const thread = mainThread(events);
      const span = options.kind === 'back' ? thread && busyWindow(events, thread) : interactionWindow(events);
      console.log(`\n> ${file}`);
      if (!span || !thread) {
        console.log('  no interaction (EventTiming) or no renderer main thread in the trace');
        continue;
      }
      const lines = formatSummary(span, breakdown(events, thread, span), profileHotspots(events, thread, span), rules.length);
      console.log(lines.join('\n'));
      if (rules.length) {
        writeFileSync(file.replace(/\.json$/, '.rules.txt'), `${rules.join('\n')}\n`);
        console.log(
          `  first rules inserted (all in ${path.basename(file, '.json')}.rules.txt):\n${rules
            .slice(0, 5)
            .map((r) => `    ${r}`)
            .join('\n')}`,
        );
      }
      // Back to where the walk started (an open job, a dialog): the next repetition starts from the results.
      if (options.kind === 'open-job') await page.goBack();
      if (options.kind === 'drawer' || options.kind === 'alert') await page.keyboard.press('Escape');
      if (!posting) await settled(page).catch(() => undefined);
    }
  } finally {
    await browser.close();
    if (server) await stopDevServer(server);
  }
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await traceInteraction(parseTraceArgs(process.argv.slice(2)));
    process.exit(0);
  }, TRACE_USAGE);
}
