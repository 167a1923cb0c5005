import { describe, expect, it } from 'vitest';
import { formatSummary, summariseSets } from './write-floor';

describe('summariseSets', () => {
  it("takes each set size's median per job, the sizes in order", () => {
    const summaries = summariseSets([
      { size: 1000, sqlMs: 260, wallMs: 330, rowsWritten: 21_000 },
      { size: 40, sqlMs: 12, wallMs: 30, rowsWritten: 860 },
      { size: 40, sqlMs: 8, wallMs: 20, rowsWritten: 840 },
      { size: 40, sqlMs: 40, wallMs: 60, rowsWritten: 880 },
    ]);
    expect(summaries).toEqual([
      { size: 40, sets: 3, sqlMsPerJob: 0.3, wallMsPerJob: 0.75, rowsPerJob: 21.5 },
      { size: 1000, sets: 1, sqlMsPerJob: 0.26, wallMsPerJob: 0.33, rowsPerJob: 21 },
    ]);
  });

  it('prints what the first import would cost in SQLite alone', () => {
    const [line] = formatSummary([{ size: 40, sets: 3, sqlMsPerJob: 0.25, wallMsPerJob: 0.5, rowsPerJob: 21.5 }]);
    expect(line).toBe(
      'sets of 40 new jobs (3): SQLite 0.250 ms a job, 0.500 ms with the round trip, 21.5 rows written a job; 40,000 jobs: 10.0 s of SQLite',
    );
  });
});
