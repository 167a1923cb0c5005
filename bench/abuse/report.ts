/** The benchmark's table: the visitor with the abuser off and on, and what the abuser got. */
import { percentile } from '../search/stats';
import type { AbuserResult } from './abuser';
import type { VisitorSample } from './visitor';

export interface Phase {
  label: string;
  visitor: VisitorSample[];
  abuser: AbuserResult | null;
  loadAverage: number;
}

const isError = (sample: VisitorSample) => sample.status < 200 || sample.status >= 400;

/** Refused: the gateway's own "not now" answers (read budget, per-client cap, shedding). */
export function refused(result: AbuserResult): number {
  return (result.statusCodes['429'] ?? 0) + (result.statusCodes['503'] ?? 0);
}

function ms(value: number): string {
  return value.toFixed(0).padStart(7);
}

export function formatReport(phases: Phase[]): string {
  const header =
    `${'phase'.padEnd(12)} ${'visitor'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(6)} ` +
    `${'abuser'.padStart(8)} ${'refused'.padStart(8)} ${'served'.padStart(7)} ${'other'.padStart(6)} ${'ab. p50'.padStart(7)} ${'load'.padStart(5)}`;
  const lines = phases.map(({ label, visitor, abuser, loadAverage }) => {
    const times = visitor.map((sample) => sample.ms);
    const served = abuser
      ? Object.entries(abuser.statusCodes)
          .filter(([code]) => code.startsWith('2'))
          .reduce((sum, [, n]) => sum + n, 0)
      : 0;
    const other = abuser ? abuser.total - refused(abuser) - served + abuser.errors + abuser.timeouts : 0;
    return [
      label.padEnd(12),
      String(visitor.length).padStart(7),
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(Math.max(...times)),
      String(visitor.filter(isError).length).padStart(6),
      (abuser ? String(abuser.total) : '-').padStart(8),
      (abuser ? String(refused(abuser)) : '-').padStart(8),
      (abuser ? String(served) : '-').padStart(7),
      (abuser ? String(other) : '-').padStart(6),
      (abuser ? abuser.p50.toFixed(0) : '-').padStart(7),
      loadAverage.toFixed(1).padStart(5),
    ].join(' ');
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

export function formatSteps(phases: Phase[]): string {
  const steps = ['home', 'job page', 'search'] as const;
  return phases
    .map(
      ({ label, visitor }) =>
        `${label.padEnd(12)} ${steps
          .map((step) => {
            const times = visitor.filter((sample) => sample.step === step).map((sample) => sample.ms);
            return times.length
              ? `${step} p50 ${percentile(times, 50).toFixed(0)} / p95 ${percentile(times, 95).toFixed(0)} ms`
              : `${step} -`;
          })
          .join('   ')}`,
    )
    .join('\n');
}

/** The visitor's answers by status, per phase: a 429 there is the visitor's own read budget spent. */
export function formatVisitorStatuses(phases: Phase[]): string {
  return phases
    .map(({ label, visitor }) => {
      const counts: Record<string, number> = {};
      for (const sample of visitor) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
      return `${label.padEnd(12)} ${JSON.stringify(counts)}`;
    })
    .join('\n');
}

export function formatVerdict(quiet: Phase, abused: Phase): string {
  const ratio =
    percentile(
      abused.visitor.map((s) => s.ms),
      95,
    ) /
    percentile(
      quiet.visitor.map((s) => s.ms),
      95,
    );
  const errors = abused.visitor.filter(isError).length + quiet.visitor.filter(isError).length;
  return (
    `Visitor p95 with the abuser on: ${ratio.toFixed(2)}x quiet (target <= 2x: ${ratio <= 2 ? 'met' : 'MISSED'}); ` +
    `visitor errors: ${errors} (target 0: ${errors === 0 ? 'met' : 'MISSED'})`
  );
}
