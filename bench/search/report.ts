import type { ClassResult } from './run-mix';
import { percentile } from './stats';

export const TARGET_P95_MS = 20;
export const TARGET_SPEEDUP = 10;

const ms = (value: number) => value.toFixed(1);

/** The results table: p50 and p95 per class, the naive scan beside the text classes, and the targets. */
export function formatReport(results: readonly ClassResult[]): string {
  const header = ['class', 'n', 'p50 ms', 'p95 ms', 'results', 'naive p50', 'naive p95', 'naive/ours p50', 'naive/ours p95'];
  const rows = results.map((r) => {
    const p50 = percentile(r.samples, 50);
    const p95 = percentile(r.samples, 95);
    const naive50 = r.naive ? percentile(r.naive, 50) : null;
    const naive95 = r.naive ? percentile(r.naive, 95) : null;
    return [
      r.name,
      String(r.samples.length),
      ms(p50),
      `${ms(p95)}${r.reference || p95 <= TARGET_P95_MS ? '' : ' !'}`,
      r.reference ? '' : `${r.total.toLocaleString('en')}${r.totalIsExact ? '' : '+'}`,
      naive50 === null ? '' : ms(naive50),
      naive95 === null ? '' : ms(naive95),
      naive50 === null ? '' : `${(naive50 / p50).toFixed(0)}x`,
      naive95 === null ? '' : `${(naive95 / p95).toFixed(0)}x`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line per target: met or missed, with the worst case. */
export function formatVerdict(all: readonly ClassResult[]): string {
  const results = all.filter((r) => !r.reference);
  const worstP95 = results.reduce(
    (worst, r) => {
      const p95 = percentile(r.samples, 95);
      return p95 > worst.p95 ? { name: r.name, p95 } : worst;
    },
    { name: '', p95: 0 },
  );
  const speedups = results
    .filter((r) => r.naive)
    .map((r) => ({ name: r.name, ratio: percentile(r.naive!, 50) / percentile(r.samples, 50) }));
  const slowest = speedups.reduce((min, s) => (s.ratio < min.ratio ? s : min), { name: '', ratio: Infinity });
  return [
    `p95 <= ${TARGET_P95_MS} ms for every class: ${worstP95.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (worst: ${worstP95.name}, ${ms(worstP95.p95)} ms)`,
    `>= ${TARGET_SPEEDUP}x faster than the naive scan on text queries (p50): ${slowest.ratio >= TARGET_SPEEDUP ? 'met' : 'MISSED'} (least: ${slowest.name}, ${slowest.ratio.toFixed(0)}x)`,
  ].join('\n');
}
