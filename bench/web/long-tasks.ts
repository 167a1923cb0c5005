/**
 * The main thread's long tasks in one page load, read from a Chromium trace: what
 * Lighthouse's TBT is made of, task by task, with what each task did (script evaluation
 * by file, React's renders, style and layout). Pure functions over trace events, so they
 * are tested without a browser; `tracePageLoad` records one.
 */
import type { Browser } from 'playwright-core';

/** A Chrome trace event, as much of it as is read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; documentLoaderURL?: string } };
}

export interface LongTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  /** The largest kinds of work inside it, ms each (e.g. `EvaluateScript main.js`, `Layout`). */
  work: Array<[string, number]>;
}

export interface LoadTasks {
  fcpMs: number;
  /** Sum over tasks that start after first contentful paint of their time beyond 50 ms. */
  blockingMs: number;
  tasks: LongTask[];
}

/** Lighthouse's long task: longer than 50 ms. */
const LONG_TASK_US = 50_000;
/** The kinds of work a task is summarised by; script work also names its file. */
const WORK_KINDS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);
const SCRIPT_KINDS = new Set(['EvaluateScript', 'FunctionCall']);

const fileName = (url: string) => url.replace(/[?#].*$/, '').replace(/.*\//, '');

/** The thread that ran the most script and HTML parsing: the page's renderer main thread. */
function busiestThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, { pid: number; tid: number; n: number }>();
  for (const e of events) {
    if (e.name !== 'FunctionCall' && e.name !== 'ParseHTML') continue;
    const key = `${e.pid}:${e.tid}`;
    const entry = counts.get(key) ?? { pid: e.pid, tid: e.tid, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0] ?? null;
}

/**
 * Where the page load starts: its main thread and time. The `navigationStart` of a document
 * loaded from a URL when the trace has it (the blank documents a new tab starts with have
 * none); tracing starts asynchronously in a new renderer and sometimes misses it, and then
 * the busiest thread's first HTML parsing stands in (a few ms later).
 */
function pageStart(events: TraceEvent[]): { pid: number; tid: number; ts: number } | null {
  const navigations = events.filter((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '') !== '');
  const last = navigations.sort((a, b) => a.ts - b.ts).at(-1);
  if (last) return { pid: last.pid, tid: last.tid, ts: last.ts };
  const main = busiestThread(events);
  if (!main) return null;
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts)[0];
  return parse ? { ...main, ts: parse.ts } : null;
}

/** The long tasks of a trace of one page load, and their blocking time after first contentful paint. */
export function longTasks(events: TraceEvent[]): LoadTasks {
  const start = pageStart(events);
  if (!start) throw new Error('the trace has no page load in it (no navigation to a URL, no HTML parsed)');
  const navigation = start.ts;
  const own = events.filter((e) => e.pid === start.pid);
  const fcp = own.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navigation)?.ts ?? navigation;
  const thread = own.filter((e) => e.tid === start.tid && e.ph === 'X' && e.ts >= navigation);
  const tasks: LongTask[] = [];
  let blocking = 0;
  for (const task of thread) {
    if (task.name !== 'RunTask' || (task.dur ?? 0) <= LONG_TASK_US) continue;
    const end = task.ts + task.dur!;
    if (task.ts >= fcp) blocking += task.dur! - LONG_TASK_US;
    const work = new Map<string, number>();
    for (const e of thread) {
      if (e === task || !WORK_KINDS.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const url = e.args?.data?.url;
      const kind = SCRIPT_KINDS.has(e.name) && url ? `${e.name} ${fileName(url)}` : e.name;
      work.set(kind, (work.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...work].sort((a, b) => b[1] - a[1]).slice(0, 4);
    tasks.push({ startMs: (task.ts - navigation) / 1000, durationMs: task.dur! / 1000, work: top });
  }
  return { fcpMs: (fcp - navigation) / 1000, blockingMs: blocking / 1000, tasks };
}

// navigationStart is a blink.user_timing event; first contentful paint a loading one.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];

/**
 * One cold load of `url` at a phone's width with the CPU slowed `cpuSlowdown` times (as
 * Lighthouse's mobile preset assumes), traced until `settleMs` after the load event.
 */
export async function tracePageLoad(
  browser: Browser,
  url: string,
  { headers = {}, cpuSlowdown = 4, settleMs = 5_000 }: { headers?: Record<string, string>; cpuSlowdown?: number; settleMs?: number } = {},
): Promise<LoadTasks> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}
