import { median } from '@chainwork/tooling/lib/median';
import { formatMs } from '@chainwork/tooling/lib/format-ms';
import type { LighthouseFigures } from '../web/lighthouse';
import type { ReferencePage } from './pages';

export interface FloorRow {
  page: ReferencePage;
  /** gzip -9 bytes of the page's script; 0 for the static page. */
  jsGzipBytes: number;
  runs: LighthouseFigures[];
}

const kb = (bytes: number) => (bytes ? `${(bytes / 1000).toFixed(1)} KB` : '-');

/** The table: per page its script's bytes and Lighthouse mobile's score, LCP and TBT (median, then each run). */
export function formatFloorTable(rows: FloorRow[]): string[] {
  const lines = [
    `${'page'.padEnd(16)} ${'JS gzip'.padStart(9)}  ${'score'.padStart(5)} ${'LCP'.padStart(9)} ${'TBT'.padStart(9)}  TBT of each run`,
  ];
  for (const { page, jsGzipBytes, runs } of rows) {
    lines.push(
      `${page.id.padEnd(16)} ${kb(jsGzipBytes).padStart(9)}  ${String(median(runs.map((r) => r.score))).padStart(5)} ` +
        `${formatMs(median(runs.map((r) => r.lcpMs))).padStart(9)} ${formatMs(median(runs.map((r) => r.tbtMs))).padStart(9)}  ` +
        runs.map((r) => Math.round(r.tbtMs)).join(' / '),
    );
  }
  lines.push('', ...rows.map(({ page }) => `${page.id}: ${page.description}`));
  return lines;
}

/**
 * What the rows say about the TBT target on this machine: the first page whose median TBT is
 * over it, i.e. the least of the app's stack that already misses it here.
 */
export function floorVerdict(rows: FloorRow[], targetMs: number): string {
  const over = rows.find(({ runs }) => median(runs.map((r) => r.tbtMs)) > targetMs);
  if (!over) return `Every reference page is within the ${targetMs} ms TBT target on this machine: the app's own work decides.`;
  const tbt = median(over.runs.map((r) => r.tbtMs));
  return (
    `On this machine ${over.page.id} (${over.page.description}) already measures a TBT of ${formatMs(tbt)}, ` +
    `${(tbt / targetMs).toFixed(1)} times the ${targetMs} ms target: a page doing at least as much starts over the target here.`
  );
}
