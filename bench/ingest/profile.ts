/**
 * `--profile`: where a run's time went, from the consumer's report lines (each source's phases,
 * wall time inside the Worker) and the workerd threads' CPU read from outside (cpu.ts).
 */
import { percentile } from '../search/stats';
import type { CpuSpent, MachineCpu } from './cpu';
import { num as fmt, type ImportLine } from './report';

type Phase = 'readMs' | 'fetchMs' | 'normaliseMs' | 'writeMs';
const PHASES: readonly [Phase, string][] = [
  ['readMs', 'D1 read (source + postings)'],
  ['fetchMs', 'board fetch + provider schema'],
  ['normaliseMs', 'hash + normalise + fingerprints'],
  ['writeMs', 'D1 write transactions'],
];

/** The searches sent while the import ran, and the busiest thread's CPU per search when the site was quiet. */
export interface SearchesBeside {
  count: number;
  cpuS: number | null;
}

export function formatProfile(
  label: string,
  seconds: number,
  lines: readonly ImportLine[],
  cpu: CpuSpent | null,
  searches: SearchesBeside = { count: 0, cpuS: null },
  machine: MachineCpu | null = null,
): string[] {
  const timed = lines.filter((line) => line.timings);
  const out = [`Profile, ${label}: ${fmt(lines.length)} sources in ${fmt(seconds, 1)} s wall`];
  if (cpu)
    out.push(
      `  workerd CPU: ${fmt(cpu.totalS, 1)} s in all threads, ${fmt(cpu.busiestS, 1)} s on the busiest ` +
        `(${fmt((100 * cpu.busiestS) / Math.max(seconds, 0.001))}% of the wall time), which also waited ${fmt(cpu.busiestWaitS, 1)} s for a core ` +
        `(${fmt((100 * (cpu.busiestS + cpu.busiestWaitS)) / Math.max(seconds, 0.001))}% busy or ready: near 100% = the event loop is the limit)`,
    );
  if (cpu && searches.cpuS !== null && searches.count > 0) {
    const searchS = searches.count * searches.cpuS;
    const added = lines.reduce((n, line) => n + line.added + line.updated, 0);
    out.push(
      `  of which the ${fmt(searches.count)} searches beside it, at their quiet CPU (${fmt(searches.cpuS * 1000, 1)} ms each): ~${fmt(searchS, 1)} s; ` +
        `the import's own: ~${fmt(Math.max(0, cpu.busiestS - searchS), 1)} s` +
        (added ? ` (~${fmt((1000 * Math.max(0, cpu.busiestS - searchS)) / added, 2)} ms a job added or changed)` : ''),
    );
  }
  if (machine)
    out.push(
      `  beside it on the machine's ${machine.cores} cores: wrangler dev's own processes ${fmt(machine.toolingS, 1)} s (its Node CLI handles every line a Worker logs), ` +
        `this benchmark's process ${fmt(machine.benchmarkS, 1)} s (the boards, the searches, reading wrangler's output), all cores idle ${fmt(machine.idleS, 1)} s`,
    );
  const sourceMs = lines.reduce((n, line) => n + line.ms, 0);
  out.push(
    `  sources in flight on average: ${fmt(sourceMs / 1000 / Math.max(seconds, 0.001), 1)} ` +
      `(sum of the sources' own times / wall); batch sizes seen: ${[...new Set(lines.map((l) => l.batch ?? 0))].sort((a, b) => a - b).join(', ')}`,
  );
  const queued = lines.flatMap((line) => (typeof line.queuedMs === 'number' ? [line.queuedMs] : []));
  if (queued.length)
    out.push(`  queued before its batch started: p50 ${fmt(percentile(queued, 50))} ms, p95 ${fmt(percentile(queued, 95))} ms`);
  if (!timed.length) return out;
  const total = (key: Phase) => timed.reduce((n, line) => n + line.timings![key], 0);
  const all = PHASES.reduce((n, [key]) => n + total(key), 0);
  for (const [key, name] of PHASES) {
    const values = timed.map((line) => line.timings![key]);
    out.push(
      `  ${name.padEnd(34)} sum ${fmt(total(key) / 1000, 1).padStart(7)} s (${fmt((100 * total(key)) / Math.max(all, 1)).padStart(3)}%)  ` +
        `p50 ${fmt(percentile(values, 50)).padStart(6)} ms  p95 ${fmt(percentile(values, 95)).padStart(6)} ms`,
    );
  }
  const transactions = timed.reduce((n, line) => n + line.timings!.transactions, 0);
  const statements = timed.reduce((n, line) => n + line.timings!.statements, 0);
  const rows = timed.reduce((n, line) => n + line.rowsWritten, 0);
  const added = timed.reduce((n, line) => n + line.added, 0);
  out.push(
    `  writes: ${fmt(transactions)} transactions, ${fmt(statements)} statements (${fmt(statements / Math.max(transactions, 1))} a transaction), ` +
      `${fmt(rows)} rows (${fmt(rows / Math.max(transactions, 1))} a transaction` +
      (added ? `, ${fmt(rows / added, 1)} per added job` : '') +
      `), ${fmt(total('writeMs') / Math.max(transactions, 1))} ms a transaction`,
  );
  return out;
}
