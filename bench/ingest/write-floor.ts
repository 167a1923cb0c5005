/**
 * What local D1's SQLite alone costs to write one new job with this schema: the index's
 * triggers, the vocabulary, the change log, every table a job has. Jobs of the prepared state
 * are copied as new jobs in sets (one transaction a set, no JavaScript of the import, nothing
 * fetched or parsed), and D1's own `meta.duration` of the statements is summed: the floor under
 * any import's writes, however its code is arranged. It writes, so it runs on a copy only.
 *
 *   tsx bench/ingest/write-floor.ts --dir <copy of bench/.state> [--rounds 5]
 */
import path from 'node:path';
import { API_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import { median } from '@chainwork/tooling/lib/median';

const USAGE = 'Usage: tsx bench/ingest/write-floor.ts --dir <copy of bench/.state> [--rounds 5]';
/** A board's new jobs as the import writes them (one transaction), and a large set. */
const SET_SIZES = [40, 1000] as const;
/** The first import of bench:ingest. */
const FIRST_IMPORT_JOBS = 40_000;

export interface SetWrite {
  size: number;
  /** D1's `meta.duration` summed over the set's statements: SQLite's time, no round trip. */
  sqlMs: number;
  /** From the call to the answer, as the Worker would wait. */
  wallMs: number;
  rowsWritten: number;
}

export interface SetSummary {
  size: number;
  sets: number;
  sqlMsPerJob: number;
  wallMsPerJob: number;
  rowsPerJob: number;
}

/** The median of each set size's per-job figures. */
export function summariseSets(writes: readonly SetWrite[]): SetSummary[] {
  const sizes = [...new Set(writes.map((write) => write.size))].sort((a, b) => a - b);
  return sizes.map((size) => {
    const sets = writes.filter((write) => write.size === size);
    const perJob = (figure: (write: SetWrite) => number) => median(sets.map((write) => figure(write) / size));
    return {
      size,
      sets: sets.length,
      sqlMsPerJob: perJob((write) => write.sqlMs),
      wallMsPerJob: perJob((write) => write.wallMs),
      rowsPerJob: perJob((write) => write.rowsWritten),
    };
  });
}

export function formatSummary(summaries: readonly SetSummary[], jobs = FIRST_IMPORT_JOBS): string[] {
  return summaries.map(
    (s) =>
      `sets of ${s.size} new jobs (${s.sets}): SQLite ${s.sqlMsPerJob.toFixed(3)} ms a job, ${s.wallMsPerJob.toFixed(3)} ms with the round trip, ` +
      `${s.rowsPerJob.toFixed(1)} rows written a job; ${jobs.toLocaleString('en')} jobs: ${((s.sqlMsPerJob * jobs) / 1000).toFixed(1)} s of SQLite`,
  );
}

interface D1Result {
  meta: { duration: number; rows_written: number };
}
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<{ results: T[] }>;
}
interface D1 {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<D1Result[]>;
}

/** The job rows' copy: new slugs, each job posted after the newest (the jobs table keeps Date order). */
function copyJobsSql(columns: readonly string[]): string {
  const selected = columns.map((column) =>
    column === 'slug' ? `slug || '-floor-' || ?3` : column === 'posted_at' ? '(SELECT max(posted_at) FROM jobs) + 1' : column,
  );
  return `INSERT INTO jobs (id, ${columns.join(', ')}) SELECT id + ?1, ${selected.join(', ')} FROM jobs WHERE id >= ?2 AND id < ?2 + ?4 ORDER BY id`;
}

/** Copies `size` jobs from `sourceId` on as new jobs after the newest, in one transaction. */
async function writeSet(db: D1, copyJobs: string, sourceId: number, size: number, copy: number): Promise<SetWrite> {
  const newest = (await db.prepare('SELECT max(id) AS id FROM jobs').first<{ id: number }>())!.id;
  const offset = newest + 1 - sourceId;
  const statements = [
    db.prepare(copyJobs).bind(offset, sourceId, copy, size),
    db
      .prepare('INSERT INTO job_tags SELECT job_id + ?1, tag, position FROM job_tags WHERE job_id >= ?2 AND job_id < ?2 + ?3')
      .bind(offset, sourceId, size),
    db
      .prepare(
        'INSERT INTO job_descriptions (job_id, description_md) SELECT job_id + ?1, description_md FROM job_descriptions WHERE job_id >= ?2 AND job_id < ?2 + ?3',
      )
      .bind(offset, sourceId, size),
  ];
  const started = performance.now();
  const results = await db.batch(statements);
  return {
    size,
    wallMs: performance.now() - started,
    sqlMs: results.reduce((sum, result) => sum + result.meta.duration, 0),
    rowsWritten: results.reduce((sum, result) => sum + result.meta.rows_written, 0),
  };
}

export async function measureWriteFloor(dir: string, rounds: number): Promise<SetWrite[]> {
  return withPlatform<{ DB: D1 }, SetWrite[]>(
    API_CONFIG,
    async ({ DB }) => {
      const { results } = await DB.prepare(`SELECT name FROM pragma_table_xinfo('jobs') WHERE hidden = 0 AND name <> 'id'`).all<{
        name: string;
      }>();
      const copyJobs = copyJobsSql(results.map((row) => row.name));
      const writes: SetWrite[] = [];
      let copy = 0;
      for (let round = 0; round < rounds; round += 1)
        for (const size of SET_SIZES) {
          copy += 1;
          // Spread over the state's jobs, so no set copies the page cache's last rows.
          writes.push(await writeSet(DB, copyJobs, 1 + ((copy * 9_973) % 50_000), size, copy));
        }
      return writes;
    },
    dir,
  );
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({ args: process.argv.slice(2), options: { dir: { type: 'string' }, rounds: { type: 'string' } } });
    if (!values.dir) throw new UsageError('--dir: a copy of bench/.state (the jobs are written into it)');
    if (path.resolve(values.dir) === path.join(REPO_ROOT, 'bench/.state')) throw new UsageError('--dir: a copy, not bench/.state itself');
    const rounds = wholeNumberOption('rounds', values.rounds, { min: 1, max: 50, fallback: 5 })!;
    const writes = await measureWriteFloor(values.dir, rounds);
    for (const line of formatSummary(summariseSets(writes))) console.log(line);
  }, USAGE);
}
