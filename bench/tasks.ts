/**
 * `npm run bench:tasks`: the main thread's long tasks on one page of a running site, per
 * variant, to compare changes to the first load on the same server in the same run.
 *
 *   tsx bench/tasks.ts [--origin http://127.0.0.1:8787] [--path /] [--runs 5] [--cpu 4] [--variant label=pkg@version+pkg@version ...]
 *
 * Each variant is a set of version pins (the gateway's pin header; publish a build with
 * `npm run publish:local -- <package> --no-live` to get one that takes no traffic); `live`
 * is always measured first, with no pin. Runs alternate between variants, so all see the
 * same drift in the machine's load. Prints, per variant, the blocking time after first
 * contentful paint of each run (the sum over tasks of their time beyond 50 ms, observed
 * with the CPU slowed --cpu times) and its median, then the long tasks of the median run
 * with what each did. Lighthouse estimates TBT from such a trace; this shows which task to cut.
 */
import { loadavg } from 'node:os';
import { VERSION_PIN_HEADER } from '@chainwork/shared-config/federation';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { median } from '@chainwork/tooling/lib/median';
import { formatMs } from '@chainwork/tooling/lib/format-ms';
import { launchBrowser } from './web/page-bytes';
import { tracePageLoad, type LoadTasks } from './web/long-tasks';

const USAGE =
  'Usage: tsx bench/tasks.ts [--origin http://127.0.0.1:8787] [--path /] [--runs 5] [--cpu 4] [--variant label=pkg@version+pkg@version ...]';

export interface Variant {
  label: string;
  pins: string | null;
}

/** `label=shell-app@abc+remote-jobs@def`; the label names it in the table. */
export function parseVariant(value: string): Variant {
  const match = /^([\w-]{1,32})=((?:[a-z-]+@[\w.-]+)(?:\+[a-z-]+@[\w.-]+)*)$/.exec(value);
  if (!match) throw new UsageError(`--variant must look like label=package@version[+package@version...], got "${value}"`);
  if (match[1] === 'live') throw new UsageError('--variant: "live" is the unpinned site, measured always; choose another label');
  return { label: match[1]!, pins: match[2]! };
}

function printTasks(run: LoadTasks): void {
  console.log(`    first contentful paint ${formatMs(run.fcpMs)}; long tasks (start, duration: the work inside):`);
  for (const task of run.tasks) {
    const work = task.work.map(([kind, t]) => `${kind} ${Math.round(t)}`).join(' | ');
    console.log(`    ${formatMs(task.startMs).padStart(9)} ${formatMs(task.durationMs).padStart(7)}  ${work}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseCommandLine({
    options: {
      origin: { type: 'string' },
      path: { type: 'string' },
      runs: { type: 'string' },
      cpu: { type: 'string' },
      variant: { type: 'string', multiple: true },
    },
  });
  const origin = new URL(values.origin ?? 'http://127.0.0.1:8787').origin;
  const pagePath = values.path ?? '/';
  if (!pagePath.startsWith('/')) throw new UsageError(`--path must start with "/", got "${pagePath}"`);
  const runs = wholeNumberOption('runs', values.runs, { min: 1, max: 25, fallback: 5 })!;
  const cpuSlowdown = wholeNumberOption('cpu', values.cpu, { min: 1, max: 20, fallback: 4 })!;
  const variants: Variant[] = [{ label: 'live', pins: null }, ...(values.variant ?? []).map(parseVariant)];

  const url = `${origin}${pagePath}`;
  const browser = await launchBrowser();
  try {
    const results = new Map<string, LoadTasks[]>(variants.map((v) => [v.label, []]));
    const loads: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      for (const variant of variants) {
        const headers: Record<string, string> = variant.pins ? { [VERSION_PIN_HEADER]: variant.pins } : {};
        results.get(variant.label)!.push(await tracePageLoad(browser, url, { headers, cpuSlowdown }));
        loads.push(loadavg()[0]!);
      }
    }
    const load = loads.reduce((a, b) => a + b, 0) / loads.length;
    console.log(`${url}, ${runs} runs per variant, CPU slowed ${cpuSlowdown}x, mean 1-minute load average ${load.toFixed(2)}:\n`);
    for (const variant of variants) {
      const all = results.get(variant.label)!;
      const blocking = all.map((r) => r.blockingMs);
      const mid = median(blocking);
      console.log(
        `${variant.label}${variant.pins ? ` (${variant.pins})` : ''}: blocking ${blocking.map(Math.round).join(' / ')} ms, median ${formatMs(mid)}`,
      );
      printTasks(all.reduce((best, r) => (Math.abs(r.blockingMs - mid) < Math.abs(best.blockingMs - mid) ? r : best)));
    }
  } finally {
    await browser.close();
  }
}

if (isMain(import.meta.url)) runCli(main, USAGE);
