/** The benchmark's figures per interaction and its table: p75 and worst against the targets. */

/** INP's "good" threshold, for the 75th percentile of a kind of interaction. */
export const P75_TARGET_MS = 100;
/** No single interaction of a kind may take longer than this. */
export const WORST_TARGET_MS = 200;

/** The nearest-rank percentile (the value at or below which `p` percent of the samples lie). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p <= 0 || p > 100) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

export interface InteractionRow {
  label: string;
  n: number;
  p75: number;
  worst: number;
  met: boolean;
}

export function summarise(label: string, samples: readonly number[]): InteractionRow {
  const p75 = percentile(samples, 75);
  const worst = samples.length ? Math.max(...samples) : Number.NaN;
  return { label, n: samples.length, p75, worst, met: p75 <= P75_TARGET_MS && worst <= WORST_TARGET_MS };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

/** One line per interaction; a kind with no samples reads "-" and missed. */
export function formatTable(rows: readonly InteractionRow[]): string[] {
  const width = Math.max(11, ...rows.map((r) => r.label.length));
  const target = `<= ${P75_TARGET_MS} / ${WORST_TARGET_MS} ms`;
  const header = `${'interaction'.padEnd(width)} ${'n'.padStart(4)} ${'p75'.padStart(8)} ${'worst'.padStart(8)}  ${'target (p75 / worst)'.padEnd(20)} verdict`;
  return [
    header,
    '-'.repeat(header.length),
    ...rows.map(
      (r) =>
        `${r.label.padEnd(width)} ${String(r.n).padStart(4)} ${ms(r.p75).padStart(8)} ${ms(r.worst).padStart(8)}  ${target.padEnd(20)} ${r.met ? 'met' : 'MISSED'}`,
    ),
  ];
}
