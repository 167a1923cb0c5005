/** The table `npm run bench:alerts` prints, from the consumer's per-message log lines. */
import { z } from 'zod';
import { percentile } from '../search/stats';

export const batchLineSchema = z.object({
  alerts: z.number(),
  mailed: z.number(),
  empty: z.number(),
  searchMs: z.number(),
  renderMs: z.number(),
  writeMs: z.number(),
  totalMs: z.number(),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

/** A consumer log line (`[alerts] batch {...}`), or null for any other line. */
export function parseBatchLine(line: string): BatchLine | null {
  const at = line.indexOf('[alerts] batch ');
  if (at < 0) return null;
  const parsed = batchLineSchema.safeParse(JSON.parse(line.slice(at + '[alerts] batch '.length)));
  return parsed.success ? parsed.data : null;
}

export interface RunResult {
  label: string;
  seconds: number;
  batches: BatchLine[];
}

export interface RunFigures {
  label: string;
  alerts: number;
  mailed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  searchMs: number;
  renderMs: number;
  writeMs: number;
}

/** Per alert: its message's time divided by the alerts in it (a message is one transaction of digests). */
export function figures(run: RunResult): RunFigures {
  const perAlert = run.batches.flatMap((b) => Array.from({ length: b.alerts }, () => b.totalMs / Math.max(1, b.alerts)));
  const alerts = run.batches.reduce((n, b) => n + b.alerts, 0);
  const sum = (key: 'searchMs' | 'renderMs' | 'writeMs') => run.batches.reduce((n, b) => n + b[key], 0) / Math.max(1, alerts);
  return {
    label: run.label,
    alerts,
    mailed: run.batches.reduce((n, b) => n + b.mailed, 0),
    seconds: run.seconds,
    perSecond: alerts / run.seconds,
    p50: percentile(perAlert, 50),
    p95: percentile(perAlert, 95),
    searchMs: sum('searchMs'),
    renderMs: sum('renderMs'),
    writeMs: sum('writeMs'),
  };
}

const pad = (value: string, width: number, left = false) => (left ? value.padEnd(width) : value.padStart(width));
const num = (n: number, digits = 1) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatTable(rows: readonly RunFigures[]): string {
  const header = ['run', 'alerts', 'mailed', 'total s', 'alerts/s', 'p50 ms/alert', 'p95 ms/alert', 'search ms', 'render ms', 'write ms'];
  const widths = [34, 7, 7, 8, 9, 13, 13, 10, 10, 9];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i === 0)).join('  ');
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) =>
      line([
        r.label,
        r.alerts.toLocaleString('en'),
        r.mailed.toLocaleString('en'),
        num(r.seconds),
        num(r.perSecond, 0),
        num(r.p50, 2),
        num(r.p95, 2),
        num(r.searchMs, 2),
        num(r.renderMs, 2),
        num(r.writeMs, 2),
      ]),
    ),
  ].join('\n');
}

/** The digest searches of the benchmark's own baseline (search-baseline.ts): per message of alerts, its time. */
export interface SearchRun {
  label: string;
  batches: Array<{ alerts: number; ms: number }>;
}

export interface SearchFigures {
  label: string;
  alerts: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** Per alert: its message's search time divided by the alerts in it. */
export function searchFigures(run: SearchRun): SearchFigures {
  const perAlert = run.batches.flatMap((b) => Array.from({ length: b.alerts }, () => b.ms / Math.max(1, b.alerts)));
  const alerts = run.batches.reduce((n, b) => n + b.alerts, 0);
  const seconds = run.batches.reduce((n, b) => n + b.ms, 0) / 1000;
  return {
    label: run.label,
    alerts,
    seconds,
    perSecond: seconds > 0 ? alerts / seconds : NaN,
    p50: percentile(perAlert, 50),
    p95: percentile(perAlert, 95),
  };
}

export function formatSearchTable(rows: readonly SearchFigures[]): string {
  const header = ['digest search', 'alerts', 'total s', 'alerts/s', 'p50 ms/alert', 'p95 ms/alert'];
  const widths = [38, 7, 8, 9, 13, 13];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i === 0)).join('  ');
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) =>
      line([r.label, r.alerts.toLocaleString('en'), num(r.seconds, 2), num(r.perSecond, 0), num(r.p50, 2), num(r.p95, 2)]),
    ),
  ].join('\n');
}
