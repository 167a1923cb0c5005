import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { HOUR_MS } from '@chainwork/shared-config/time';
import { DAY_MS, NOW, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import type { SqlDatabase } from '../db/database';
import { FacetMatrixHolder, loadFacetMatrix, readVersion, SEARCH_VERSION_SQL, WINDOW_SLACK_MS, type FacetMatrix } from './facet-matrix';
import { updateFacetMatrix } from './matrix-changes';
import { pruneSearchChanges } from './search-changes';

const liveAfter = (now: number) => now - JOB_VALIDITY_MS;
const version = async () => readVersion(await env.DB.prepare(SEARCH_VERSION_SQL).all());

/** What a matrix says, independent of its numbering: each job's tokens, the companies' names, the tags in use. */
function contents(matrix: FacetMatrix) {
  const jobs = [...matrix.ids].map((id, i) => {
    const parts = [...matrix.parts.slice(matrix.starts[i], matrix.starts[i + 1])];
    return `${id}: ${parts
      .flatMap((p) => [...matrix.partTokens[p]!].map((t) => matrix.vocabulary[t]))
      .sort()
      .join(' ')}`;
  });
  const tags = new Set(jobs.flatMap((job) => job.split(' ').filter((token) => token.startsWith('tag_'))));
  return {
    version: matrix.version,
    jobs,
    companies: [...matrix.companyOf].sort(([a], [b]) => (a < b ? -1 : 1)),
    tags: [...tags].sort().map((token) => [token, matrix.tagOf.get(token)]),
  };
}

/** The same window loaded whole, now. */
async function fresh(matrix: FacetMatrix) {
  return contents(await loadFacetMatrix(env.DB, matrix.postedAfterMs));
}

const LOCATIONS = ['remote', 'remote-europe', 'remote-us', 'berlin', 'lisbon', 'mars-base'];
const TAGS = ['solidity', 'rust', 'defi', 'evm', 'zk', 'go'];

type Write =
  | { kind: 'insert'; tags: string[]; location: string }
  | { kind: 'retag'; job: number; tags: string[] }
  | { kind: 'move'; job: number; location: string }
  | { kind: 'salary'; job: number; salary: number | null }
  | { kind: 'rename'; job: number; company: string }
  | { kind: 'seniority'; job: number; seniority: 'junior' | 'lead' | null }
  | { kind: 'close'; job: number }
  | { kind: 'republish'; job: number }
  | { kind: 'drop description'; job: number }
  | { kind: 'delete'; job: number }
  | { kind: 'later'; hours: number };

const job = fc.nat({ max: 11 });
const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), tags: fc.subarray(TAGS), location: fc.constantFrom(...LOCATIONS) }),
  fc.record({ kind: fc.constant('retag' as const), job, tags: fc.subarray(TAGS) }),
  fc.record({ kind: fc.constant('move' as const), job, location: fc.constantFrom(...LOCATIONS) }),
  fc.record({ kind: fc.constant('salary' as const), job, salary: fc.option(fc.integer({ min: 1, max: 400 }).map((k) => k * 1000)) }),
  fc.record({ kind: fc.constant('rename' as const), job, company: fc.constantFrom('Quillfeather Finance', 'Lumen Labs', 'Aardvark DAO') }),
  fc.record({ kind: fc.constant('seniority' as const), job, seniority: fc.constantFrom('junior' as const, 'lead' as const, null) }),
  fc.record({ kind: fc.constant('close' as const), job }),
  fc.record({ kind: fc.constant('republish' as const), job }),
  fc.record({ kind: fc.constant('drop description' as const), job }),
  fc.record({ kind: fc.constant('delete' as const), job }),
  fc.record({ kind: fc.constant('later' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

/** Slugs as the api's slugify spells these names. */
const SLUGS: Record<string, string> = {
  'Quillfeather Finance': 'quillfeather-finance',
  'Lumen Labs': 'lumen-labs',
  'Aardvark DAO': 'aardvark-dao',
};

let inserted = 0;
/** Applies one write as the api's writers do; returns the clock after it. */
async function apply(write: Write, ids: readonly number[], now: number): Promise<number> {
  const db = env.DB;
  const id = 'job' in write ? ids[write.job % ids.length]! : 0;
  switch (write.kind) {
    case 'insert':
      inserted += 1;
      await seedStoredJobs([
        testJob(`inserted-${inserted}`, { tags: write.tags, standardizedLocation: write.location, postedAt: new Date(now) }),
      ]);
      return now;
    case 'retag':
      await db.batch([
        db.prepare('DELETE FROM job_tags WHERE job_id = ?1').bind(id),
        ...write.tags.map((tag, position) =>
          db.prepare('INSERT INTO job_tags (job_id, tag, position) VALUES (?1, ?2, ?3)').bind(id, tag, position),
        ),
      ]);
      return now;
    case 'move':
      await db.prepare('UPDATE jobs SET standardized_location = ?2 WHERE id = ?1').bind(id, write.location).run();
      return now;
    case 'salary':
      await db.prepare('UPDATE jobs SET numeric_salary = ?2 WHERE id = ?1').bind(id, write.salary).run();
      return now;
    case 'rename':
      await db.prepare('UPDATE jobs SET company = ?2, company_slug = ?3 WHERE id = ?1').bind(id, write.company, SLUGS[write.company]).run();
      return now;
    case 'seniority':
      await db.prepare('UPDATE jobs SET seniority = ?2 WHERE id = ?1').bind(id, write.seniority).run();
      return now;
    case 'close':
      await db.prepare(`UPDATE jobs SET status = 'removed' WHERE id = ?1`).bind(id).run();
      return now;
    case 'republish':
      await db.prepare(`UPDATE jobs SET status = 'published' WHERE id = ?1`).bind(id).run();
      return now;
    case 'drop description':
      await db.prepare('DELETE FROM job_descriptions WHERE job_id = ?1').bind(id).run();
      return now;
    case 'delete':
      await db.prepare('DELETE FROM jobs WHERE id = ?1').bind(id).run();
      return now;
    case 'later':
      return now + write.hours * HOUR_MS;
  }
}

/** Twelve jobs, some close to leaving the live window. */
async function seedTwelve(): Promise<number[]> {
  const ages = [40, 34, 30, 29.9, 29.5, 29, 20, 10, 5, 2, 1, 0.5].map((days) => days * DAY_MS);
  const stored = await seedStoredJobs(
    ages.map((ageMs, i) =>
      testJob(`twelve-${i}`, {
        ageMs,
        tags: TAGS.slice(i % 3, (i % 3) + 2),
        standardizedLocation: LOCATIONS[i % LOCATIONS.length]!,
        status: i === 4 ? 'draft' : 'published',
      }),
    ),
  );
  return stored.map((s) => s.id);
}

beforeEach(async () => {
  await resetJobs();
});

describe('the facet matrix after writes', () => {
  it('holds after random writes exactly what a fresh full load holds, from the changed jobs alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(writeArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (rounds) => {
          await resetJobs();
          const ids = await seedTwelve();
          let now = NOW.getTime();
          const holder = new FacetMatrixHolder();
          const first = await holder.forVersion(env.DB, await version(), liveAfter(now));
          for (const writes of rounds) {
            for (const write of writes) now = await apply(write, ids, now);
            const kept = holder.kept!;
            const updated = await holder.forVersion(env.DB, await version(), liveAfter(now));
            expect(contents(updated)).toEqual(await fresh(updated));
            // Updated from the kept matrix (its numbering carried over), not loaded again.
            if (updated !== kept) expect(updated.partTokens[0]).toBe(first.partTokens[0]);
          }
        },
      ),
      { numRuns: 30, seed: 19 },
    );
  }, 180_000);

  it('drops a job that left the live window when it next updates, and keeps the hour before the window', async () => {
    const ids = await seedTwelve();
    const holder = new FacetMatrixHolder();
    const now = NOW.getTime();
    const before = await holder.forVersion(env.DB, await version(), liveAfter(now));
    expect(before.postedAfterMs).toBe(liveAfter(now) - WINDOW_SLACK_MS);
    // The job 29.9 days old leaves the window 2.4 hours later, and the held hour before it 3.4 hours
    // later; a write makes the matrix update.
    await apply({ kind: 'move', job: 11, location: 'berlin' }, ids, now);
    const later = now + 4 * HOUR_MS;
    const after = await holder.forVersion(env.DB, await version(), liveAfter(later));
    expect([...before.ids]).toContain(ids[3]);
    expect([...after.ids]).not.toContain(ids[3]);
    expect(contents(after)).toEqual(await fresh(after));
  });

  it('loads whole when the log no longer reaches back to the kept version, and stays exact', async () => {
    const ids = await seedTwelve();
    const now = NOW.getTime();
    const holder = new FacetMatrixHolder();
    const kept = await holder.forVersion(env.DB, await version(), liveAfter(now));
    await apply({ kind: 'retag', job: 9, tags: ['zk'] }, ids, now);
    // Two prunes: the log now starts at the version after the retag.
    await pruneSearchChanges(env.DB);
    await pruneSearchChanges(env.DB);
    expect(await updateFacetMatrix(env.DB, kept, kept.postedAfterMs)).toBeNull();
    const after = await holder.forVersion(env.DB, await version(), liveAfter(now));
    expect(after.partTokens[0]).not.toBe(kept.partTokens[0]);
    expect(contents(after)).toEqual(await fresh(after));
    expect(after.tagOf.get('tag_zk')).toBe('zk');
  });

  it('keeps the log to what the last hour needs: a prune deletes only rows older than the previous run', async () => {
    const ids = await seedTwelve();
    const rows = async () => (await env.DB.prepare('SELECT count(*) AS n FROM search_changes').first<number>('n')) ?? 0;
    await pruneSearchChanges(env.DB);
    const logged = await rows();
    expect(logged).toBeGreaterThan(0);
    await apply({ kind: 'close', job: 10 }, ids, NOW.getTime());
    // The first prune only marked where the next one cuts: the seed's rows are still there.
    expect(await rows()).toBeGreaterThan(logged);
    await pruneSearchChanges(env.DB);
    // Now the rows from before the first prune are gone; the close's rows remain.
    const left = await env.DB.prepare('SELECT job_id FROM search_changes').all<{ job_id: number }>();
    expect(left.results.map((r) => r.job_id)).toEqual([ids[10]]);
  });
});

describe('the facet matrix holder under concurrent requests', () => {
  it('shares one update between two requests that find it stale', async () => {
    const ids = await seedTwelve();
    const now = NOW.getTime();
    const holder = new FacetMatrixHolder();
    await holder.forVersion(env.DB, await version(), liveAfter(now));
    await apply({ kind: 'close', job: 8 }, ids, now);
    const current = await version();
    const [a, b] = await Promise.all([
      holder.forVersion(env.DB, current, liveAfter(now)),
      holder.forVersion(env.DB, current, liveAfter(now)),
    ]);
    expect(a).toBe(b);
    expect([...a.ids]).not.toContain(ids[8]);
  });

  it('never answers with a matrix older than the version the request read (a shared update that read before a write)', async () => {
    const ids = await seedTwelve();
    const now = NOW.getTime();
    const holder = new FacetMatrixHolder();
    await holder.forVersion(env.DB, await version(), liveAfter(now));
    await apply({ kind: 'close', job: 8 }, ids, now);
    // Request A's update reads the index, then is held back before it lands.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: SqlDatabase = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: async (statements) => {
        const results = await env.DB.batch(statements as never);
        await held;
        return results as never;
      },
    };
    const a = holder.forVersion(slow, await version(), liveAfter(now));
    // Meanwhile a write, and request B reads the newer version and finds A's update under way.
    await apply({ kind: 'close', job: 9 }, ids, now);
    const newer = await version();
    const b = holder.forVersion(env.DB, newer, liveAfter(now));
    release();
    const [matrixA, matrixB] = await Promise.all([a, b]);
    expect([...matrixA.ids]).toContain(ids[9]);
    expect(matrixB.version).toBeGreaterThanOrEqual(newer);
    expect([...matrixB.ids]).not.toContain(ids[9]);
  });
});
