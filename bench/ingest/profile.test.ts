import { describe, expect, it } from 'vitest';
import { formatProfile } from './profile';
import { importLine } from './import-line.fixture';
import type { ImportLine } from './report';

const line = (ms: number, writeMs: number): ImportLine =>
  importLine({
    rowsWritten: 800,
    ms,
    queuedMs: 50,
    batch: 10,
    timings: { readMs: 10, fetchMs: 20, normaliseMs: 30, writeMs, transactions: 1, statements: 200 },
  });

describe("the import benchmark's profile", () => {
  it('sums each phase over the sources, with the share of the time, the writes per transaction and the CPU', () => {
    const text = formatProfile('first', 2, [line(1000, 940), line(1000, 940)], { totalS: 2.5, busiestS: 1.4, busiestWaitS: 0.5 }).join(
      '\n',
    );
    expect(text).toContain('1.4 s on the busiest (70% of the wall time), which also waited 0.5 s for a core (95% busy or ready');
    expect(text).toContain('sources in flight on average: 1.0');
    expect(text).toMatch(/D1 write transactions\s+sum\s+1.9 s \( 94%\)/);
    expect(text).not.toContain('searches beside it');
    expect(text).toContain('2 transactions, 400 statements (200 a transaction), 1,600 rows (800 a transaction, 20.0 per added job)');
  });

  it("takes the searches' CPU at their quiet rate out of the busiest thread's, to leave the import's own per job", () => {
    const text = formatProfile(
      'first',
      2,
      [line(1000, 940), line(1000, 940)],
      { totalS: 2.5, busiestS: 1.4, busiestWaitS: 0 },
      { count: 20, cpuS: 0.03 },
    );
    expect(text.join('\n')).toContain(
      "20 searches beside it, at their quiet CPU (30.0 ms each): ~0.6 s; the import's own: ~0.8 s (~10.00 ms a job added or changed)",
    );
  });

  it("says who else had the machine's cores meanwhile: wrangler's own processes, the benchmark, the idle time", () => {
    const machine = { toolingS: 6.1, benchmarkS: 3.1, idleS: 0.6, cores: 2 };
    const text = formatProfile('incremental', 9.8, [line(1000, 940)], { totalS: 10, busiestS: 4.8, busiestWaitS: 4.4 }, undefined, machine);
    expect(text.join('\n')).toContain(
      "beside it on the machine's 2 cores: wrangler dev's own processes 6.1 s (its Node CLI handles every line a Worker logs), " +
        "this benchmark's process 3.1 s (the boards, the searches, reading wrangler's output), all cores idle 0.6 s",
    );
    expect(formatProfile('incremental', 9.8, [line(1000, 940)], null).join('\n')).not.toContain('beside it on the machine');
  });

  it('says only what it has for lines of a consumer without timings', () => {
    const { timings: _timings, ...bare } = line(500, 0);
    const text = formatProfile('old', 1, [bare], null);
    expect(text).toHaveLength(3);
  });
});
