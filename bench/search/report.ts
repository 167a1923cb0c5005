import type { ClassResult } from './run-mix';
import { percentile } from './stats';

/** Every search class's p95 at most the key lookup's (jobs.bySlug through the same path), same run. */
export const TARGET_P95_OF_KEY_LOOKUP = 1;
/** Every text class at least this many times faster than the naive scan, at p50. */
export const TARGET_SPEEDUP = 10;
/** Facet counts for a new search, p95, at 100,000 jobs. */
export const TARGET_FACETS_P95_MS = 50;
/** The public API's search p95 at most this times the site's own search p95 (the same searches). */
export const TARGET_PUBLIC_API_OF_SITE = 1.2;

const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${value.toFixed(2)}x`;
const p = (r: ClassResult, n: number) => percentile(r.samples, n);

function keyLookup(results: readonly ClassResult[]): ClassResult {
  const reference = results.find((r) => r.kind === 'reference');
  if (!reference) throw new Error('the run has no key lookup');
  return reference;
}

/** The public API's row and its twin (the same searches through the site's search), when both ran. */
function publicApiPair(results: readonly ClassResult[]): { api: ClassResult; site: ClassResult } | null {
  const i = results.findIndex((r) => r.kind === 'public-api');
  return i > 0 ? { api: results[i]!, site: results[i - 1]! } : null;
}

/**
 * The table: p50 and p95 per row; for search classes their p95 over the key lookup's, for
 * text classes the naive scan and its ratio at p50; for the facets their target; for the
 * public API its p95 over the site's search's (the row above it).
 */
export function formatReport(results: readonly ClassResult[]): string {
  const key95 = p(keyLookup(results), 95);
  const pair = publicApiPair(results);
  const header = ['class', 'n', 'p50 ms', 'p95 ms', 'p95/key', 'results', 'naive p50', 'naive/ours p50', 'target'];
  const rows = results.map((r) => {
    const p50 = p(r, 50);
    const p95 = p(r, 95);
    const naive50 = r.naive ? percentile(r.naive, 50) : null;
    const speedup = naive50 === null ? null : naive50 / p50;
    let target = '';
    if (r.kind === 'search') {
      const met = p95 <= key95 * TARGET_P95_OF_KEY_LOOKUP && (speedup === null || speedup >= TARGET_SPEEDUP);
      target = met ? 'met' : 'MISSED';
    } else if (r.kind === 'facets')
      target = p95 <= TARGET_FACETS_P95_MS ? `met (<= ${TARGET_FACETS_P95_MS} ms)` : `MISSED (> ${TARGET_FACETS_P95_MS} ms)`;
    else if (r.kind === 'public-api' && pair) {
      const of = p95 / p(pair.site, 95);
      target = `${ratio(of)} of site ${of <= TARGET_PUBLIC_API_OF_SITE ? 'met' : 'MISSED'}`;
    } else if (r.kind === 'reference') target = 'the reference';
    return [
      r.name,
      String(r.samples.length),
      ms(p50),
      ms(p95),
      r.kind === 'search' || r.kind === 'public-api' ? ratio(p95 / key95) : '',
      r.kind === 'reference' || r.kind === 'facets' || r.name.startsWith('facets')
        ? ''
        : `${r.total.toLocaleString('en')}${r.totalIsExact ? '' : '+'}`,
      naive50 === null ? '' : ms(naive50),
      speedup === null ? '' : `${speedup.toFixed(0)}x`,
      target,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line per target: met or missed, with the worst case. */
export function formatVerdict(results: readonly ClassResult[]): string {
  const key95 = p(keyLookup(results), 95);
  const searches = results.filter((r) => r.kind === 'search');
  const worst = searches.reduce((w, r) => (p(r, 95) > w.p95 ? { name: r.name, p95: p(r, 95) } : w), { name: '', p95: 0 });
  const slowest = searches
    .filter((r) => r.naive)
    .map((r) => ({ name: r.name, ratio: percentile(r.naive!, 50) / p(r, 50) }))
    .reduce((min, s) => (s.ratio < min.ratio ? s : min), { name: '', ratio: Infinity });
  const facets = results.filter((r) => r.kind === 'facets');
  const lines = [
    `every search class p95 <= the key lookup's p95 (${ms(key95)} ms): ${worst.p95 <= key95 * TARGET_P95_OF_KEY_LOOKUP ? 'met' : 'MISSED'} (worst: ${worst.name}, ${ms(worst.p95)} ms, ${ratio(worst.p95 / key95)})`,
    `every text class >= ${TARGET_SPEEDUP}x the naive scan at p50: ${slowest.ratio >= TARGET_SPEEDUP ? 'met' : 'MISSED'} (least: ${slowest.name}, ${slowest.ratio.toFixed(1)}x)`,
    ...facets.map(
      (r) => `${r.name}: p95 ${ms(p(r, 95))} ms <= ${TARGET_FACETS_P95_MS} ms: ${p(r, 95) <= TARGET_FACETS_P95_MS ? 'met' : 'MISSED'}`,
    ),
  ];
  const pair = publicApiPair(results);
  lines.push(
    pair
      ? `API v1 p95 <= ${TARGET_PUBLIC_API_OF_SITE}x the site's search p95: ${p(pair.api, 95) <= TARGET_PUBLIC_API_OF_SITE * p(pair.site, 95) ? 'met' : 'MISSED'} (${ms(p(pair.api, 95))} against ${ms(p(pair.site, 95))} ms, ${ratio(p(pair.api, 95) / p(pair.site, 95))})`
      : 'API v1: not measured (this build does not serve GET /api/v1/jobs; the rows are PUBLIC_API_CLASSES in bench/search/mix.ts)',
  );
  return lines.join('\n');
}
