import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from '../web/lighthouse';
import { floorVerdict, formatFloorTable, type FloorRow } from './floor-table';
import { REFERENCE_PAGES } from './pages';

const figures = (tbtMs: number, score = 90): LighthouseFigures => ({ score, lcpMs: 1500, tbtMs, cls: 0, benchmarkIndex: 2000 });
const row = (id: string, tbts: number[], jsGzipBytes = 1000): FloorRow => ({
  page: REFERENCE_PAGES.find((p) => p.id === id)!,
  jsGzipBytes,
  runs: tbts.map((t) => figures(t)),
});

describe('floorVerdict', () => {
  it('names the first page whose median TBT is over the target, with the factor', () => {
    const rows = [row('static', [30, 40, 35]), row('react-hello', [80, 200, 90]), row('chakra-provider', [300, 330, 310])];
    expect(floorVerdict(rows, 150)).toBe(
      "On this machine chakra-provider (Chakra's provider with the app's theme, around one heading) already measures a TBT of 310 ms, " +
        '2.1 times the 150 ms target: a page doing at least as much starts over the target here.',
    );
  });

  it('says the app decides when every page is within the target', () => {
    expect(floorVerdict([row('static', [10]), row('chakra-cards', [149])], 150)).toBe(
      "Every reference page is within the 150 ms TBT target on this machine: the app's own work decides.",
    );
  });
});

describe('formatFloorTable', () => {
  it('prints each page with its bytes, medians and every run, then what each page is', () => {
    const lines = formatFloorTable([row('static', [37], 0), row('react-cards', [95, 120, 101], 69_100)]);
    expect(lines[1]).toMatch(/^static\s+-\s+90\s+1,500 ms\s+37 ms\s+37$/);
    expect(lines[2]).toMatch(/^react-cards\s+69\.1 KB\s+90\s+1,500 ms\s+101 ms\s+95 \/ 120 \/ 101$/);
    expect(lines).toContain('static: a header and 20 job cards as HTML, no script');
  });
});
