import { describe, expect, it } from 'vitest';
import { formatTargets, parseImportLine, runFigures, type RunInput } from './report';
import { importLine } from './import-line.fixture';
import { workerdRssKib } from './memory';

const line = importLine;

const run = (over: Partial<RunInput> = {}): RunInput => ({
  label: 'run',
  seconds: 10,
  lines: [line(), line({ ms: 300 })],
  quietMs: [10, 10, 10, 20],
  duringMs: [10, 30, 30, 40],
  rssPeakKib: 2048,
  mergeMs: null,
  ...over,
});

describe('the import benchmark report', () => {
  it("reads the consumer's report lines and nothing else", () => {
    const logged = `[wrangler:info] [imports] ${JSON.stringify({ ...line(), rowsWritten: 7 })}`;
    expect(parseImportLine(logged)?.rowsWritten).toBe(7);
    expect(parseImportLine('[imports] run 3 at 2026-01-01T00:00:00.000Z: 10 sources due')).toBeNull();
    expect(parseImportLine('[imports] {not json')).toBeNull();
    expect(parseImportLine('[imports] {"sourceId":"x"}')).toBeNull();
  });

  it('sums the sources, divides by the wall time, and takes nearest-rank p95s', () => {
    const figures = runFigures(
      run({ lines: [line(), line({ outcome: 'not-modified', seen: 40, added: 0, updated: 2, closed: 1, rowsWritten: 10, ms: 300 })] }),
    );
    expect(figures).toMatchObject({
      sources: 2,
      notModified: 1,
      seen: 80,
      added: 40,
      updated: 2,
      closed: 1,
      written: 43,
      rowsWritten: 1010,
      jobsPerSecond: 8,
      sourceP95Ms: 300,
      quietP95: 20,
      duringP95: 40,
      rssPeakMib: 2,
    });
    expect(runFigures(run({ quietMs: [], duringMs: [] }))).toMatchObject({ quietP95: null, duringP95: null });
  });

  it('says met or NOT met per target, with the ratio of rows and of search p95s', () => {
    const first = runFigures(run({ seconds: 100 }));
    const incremental = runFigures(run({ seconds: 12, lines: [line({ rowsWritten: 100 })], duringMs: [50] }));
    const reference = runFigures(run({ lines: [line({ rowsWritten: 2000 })] }));
    const visited = runFigures(run({ label: 'the visited run' }));
    const lines = formatTargets(first, incremental, reference, [visited, { ...incremental, label: 'the incremental run' }]);
    expect(lines[0]).toMatch(/^first 80 jobs in <= 120 s: met \(100\.0 s\)/);
    expect(lines[1]).toMatch(/^incremental run in <= 10 s: NOT met \(12\.0 s\)/);
    expect(lines[2]).toContain(': met (100 vs 2,000 rows, 20.0x)');
    expect(lines[3]).toMatch(/^search p95 during the visited run <= 2x quiet: met \(40\.0 ms vs 20\.0 ms, 2\.00x\)/);
    expect(lines[4]).toMatch(/^search p95 during the incremental run <= 2x quiet: NOT met \(50\.0 ms vs 20\.0 ms, 2\.50x\)/);
    expect(lines).toHaveLength(5);
    expect(formatTargets(first, incremental, reference, [runFigures(run({ label: 'x', duringMs: [] }))])[3]).toContain('not measured');
    expect(formatTargets(first, incremental, reference, [])).toEqual([...lines.slice(0, 3), expect.stringContaining('not measured')]);
  });

  it("counts the RSS of workerd processes of the site's process group only", () => {
    const ps = ['  100   5000 node', '  100 200000 workerd', '  100  10000 workerd', '  999 900000 workerd', ''].join('\n');
    expect(workerdRssKib(ps, 100)).toBe(210000);
  });
});
