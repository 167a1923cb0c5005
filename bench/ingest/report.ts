/** The table and the targets `npm run bench:ingest` prints, from the consumer's per-source log lines. */
import { z } from 'zod';
import { percentile } from '../search/stats';

/** One source imported: the ImportReport the consumer logs (`[imports] {json}`), with its time. */
export const importLineSchema = z.object({
  sourceId: z.string(),
  outcome: z.enum(['imported', 'not-modified', 'failed', 'skipped']),
  seen: z.number(),
  added: z.number(),
  updated: z.number(),
  linked: z.number(),
  reposted: z.number(),
  closed: z.number(),
  unchanged: z.number(),
  unreadable: z.number(),
  error: z.string().optional(),
  rowsWritten: z.number(),
  ms: z.number(),
  /** Where the source's time went (api/src/imports/pipeline/import-source.ts); absent from older consumers. */
  timings: z
    .object({
      readMs: z.number(),
      fetchMs: z.number(),
      normaliseMs: z.number(),
      writeMs: z.number(),
      transactions: z.number(),
      statements: z.number(),
    })
    .optional(),
  /** From the message's send to its batch's start; null when the queue gave no stamp. */
  queuedMs: z.number().nullable().optional(),
  /** Messages in the batch this source came in. */
  batch: z.number().optional(),
});
export type ImportLine = z.infer<typeof importLineSchema>;

const PREFIX = '[imports] {';

/** A consumer log line, or null for any other line (the cron's, a failure's, wrangler's). */
export function parseImportLine(line: string): ImportLine | null {
  const at = line.indexOf(PREFIX);
  if (at < 0) return null;
  try {
    const parsed = importLineSchema.safeParse(JSON.parse(line.slice(at + PREFIX.length - 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const TARGETS = {
  firstSeconds: 120,
  incrementalSeconds: 10,
  /** Re-importing everything writes at least this many times the rows of the incremental run. */
  writeRatio: 20,
  /** Search p95 while an import runs, at most this many times the quiet p95. */
  searchSlowdown: 2,
} as const;

export interface RunInput {
  label: string;
  /** From the run's POST to its last source written. */
  seconds: number;
  lines: readonly ImportLine[];
  /** Search request times before the run (quiet) and while it ran; empty when none were sent. */
  quietMs: readonly number[];
  duringMs: readonly number[];
  rssPeakKib: number;
  /** FTS5 'optimize' after the run, or null when not timed. */
  mergeMs: number | null;
}

export interface RunFigures {
  label: string;
  seconds: number;
  sources: number;
  notModified: number;
  failed: number;
  seen: number;
  added: number;
  updated: number;
  closed: number;
  /** Postings that took a write (new, changed, linked, reposted, closed). */
  written: number;
  rowsWritten: number;
  jobsPerSecond: number;
  /** Per source, from the consumer's lines. */
  sourceP95Ms: number;
  quietP95: number | null;
  duringP95: number | null;
  rssPeakMib: number;
  mergeMs: number | null;
}

const sum = (lines: readonly ImportLine[], key: 'seen' | 'added' | 'updated' | 'linked' | 'reposted' | 'closed' | 'rowsWritten') =>
  lines.reduce((n, line) => n + line[key], 0);

export function runFigures(run: RunInput): RunFigures {
  const seen = sum(run.lines, 'seen');
  const added = sum(run.lines, 'added');
  const updated = sum(run.lines, 'updated');
  const closed = sum(run.lines, 'closed');
  return {
    label: run.label,
    seconds: run.seconds,
    sources: run.lines.length,
    notModified: run.lines.filter((line) => line.outcome === 'not-modified').length,
    failed: run.lines.filter((line) => line.outcome === 'failed').length,
    seen,
    added,
    updated,
    closed,
    written: added + updated + closed + sum(run.lines, 'linked') + sum(run.lines, 'reposted'),
    rowsWritten: sum(run.lines, 'rowsWritten'),
    jobsPerSecond: run.seconds > 0 ? seen / run.seconds : 0,
    sourceP95Ms: run.lines.length
      ? percentile(
          run.lines.map((line) => line.ms),
          95,
        )
      : 0,
    quietP95: run.quietMs.length ? percentile(run.quietMs, 95) : null,
    duringP95: run.duringMs.length ? percentile(run.duringMs, 95) : null,
    rssPeakMib: run.rssPeakKib / 1024,
    mergeMs: run.mergeMs,
  };
}

const pad = (value: string, width: number, left = false) => (left ? value.padEnd(width) : value.padStart(width));
/** A number as the reports print it: grouped, with `digits` decimals. */
export const num = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const orDash = (n: number | null, digits = 1) => (n === null ? '-' : num(n, digits));

export function formatTable(rows: readonly RunFigures[]): string {
  const header = [
    'run',
    'sources',
    '304s',
    'failed',
    'jobs seen',
    'added',
    'updated',
    'closed',
    'wall s',
    'jobs/s',
    'rows written',
    'p95 ms/source',
    'search p95 quiet',
    'search p95 during',
    'workerd RSS MiB',
    'index merge ms',
  ];
  const cells = rows.map((r) => [
    r.label,
    num(r.sources),
    num(r.notModified),
    num(r.failed),
    num(r.seen),
    num(r.added),
    num(r.updated),
    num(r.closed),
    num(r.seconds, 1),
    num(r.jobsPerSecond),
    num(r.rowsWritten),
    num(r.sourceP95Ms),
    orDash(r.quietP95),
    orDash(r.duringP95),
    num(r.rssPeakMib),
    orDash(r.mergeMs, 0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => pad(cell, widths[i]!, i === 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/**
 * One line per target. `reference`: the same jobs written into an empty jobs table; `searched`:
 * the runs with a visitor searching beside them, one line each (the import makes way for them).
 */
export function formatTargets(
  first: RunFigures,
  incremental: RunFigures,
  reference: RunFigures,
  searched: readonly RunFigures[],
): string[] {
  const ratio = incremental.rowsWritten > 0 ? reference.rowsWritten / incremental.rowsWritten : Infinity;
  const slowdown = (run: RunFigures) => (run.quietP95 && run.duringP95 !== null ? run.duringP95 / run.quietP95 : NaN);
  const searchLine = (run: RunFigures) => {
    const s = slowdown(run);
    return Number.isNaN(s)
      ? `search p95 during ${run.label} <= ${TARGETS.searchSlowdown}x quiet: not measured (no search ran during it)`
      : `search p95 during ${run.label} <= ${TARGETS.searchSlowdown}x quiet: ${verdict(s <= TARGETS.searchSlowdown)} ` +
          `(${num(run.duringP95!, 1)} ms vs ${num(run.quietP95!, 1)} ms, ${num(s, 2)}x)`;
  };
  return [
    `first ${num(first.seen)} jobs in <= ${TARGETS.firstSeconds} s: ${verdict(first.seconds <= TARGETS.firstSeconds)} (${num(first.seconds, 1)} s)`,
    `incremental run in <= ${TARGETS.incrementalSeconds} s: ${verdict(incremental.seconds <= TARGETS.incrementalSeconds)} (${num(incremental.seconds, 1)} s)`,
    `incremental row writes >= ${TARGETS.writeRatio}x fewer than re-importing everything: ${verdict(ratio >= TARGETS.writeRatio)} ` +
      `(${num(incremental.rowsWritten)} vs ${num(reference.rowsWritten)} rows, ${num(ratio, 1)}x)`,
    ...(searched.length
      ? searched.map(searchLine)
      : [`search p95 during an import <= ${TARGETS.searchSlowdown}x quiet: not measured (no search ran during any run)`]),
  ];
}
