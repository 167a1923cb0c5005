/**
 * Writes jobs straight into the e2e run's D1 (the api's own insert code), for tests
 * that need a job with particular content, and reads the database for fixtures.
 */
import { getPlatformProxy } from 'wrangler';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertJobs, type SeedJob, type SqlDatabase } from '@chainwork/api/seed';
import { E2E_STATE_DIR } from './env';

const API_CONFIG = fileURLToPath(new URL('../../api/wrangler.jsonc', import.meta.url));

/** How often a statement that met the site's write lock is tried again, and the wait before the first retry (doubling). */
const BUSY_RETRIES = 8;
const BUSY_FIRST_WAIT_MS = 50;
/** The lock met, or what the D1 object answers for a moment after meeting it ("internal error"). */
const BUSY = /SQLITE_BUSY|internal error/;

/**
 * Runs `work` on the run's D1 from this second process. Local D1 is one SQLite file in WAL
 * mode with no busy handler, so a statement that meets the site's own write lock fails at
 * once with SQLITE_BUSY (nothing written: D1 rolls the batch back); it is tried again after a
 * short wait, where a second reader or writer in production would simply have waited. For a
 * moment after that, the D1 object may answer "internal error" (seen on a read of the outbox):
 * tried again the same way.
 */
export async function withDb<T>(work: (db: SqlDatabase) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: SqlDatabase }>({ configPath: API_CONFIG, persist: { path: path.join(E2E_STATE_DIR, 'v3') } });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await work(proxy.env.DB);
      } catch (error) {
        if (attempt >= BUSY_RETRIES || !BUSY.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_FIRST_WAIT_MS * 2 ** attempt));
      }
    }
  } finally {
    await proxy.dispose();
  }
}

/** Inserts one job posted now (ids follow posting order, so it becomes the newest). */
export async function insertJob(job: Pick<SeedJob, 'slug' | 'title' | 'company' | 'descriptionMd'> & Partial<SeedJob>): Promise<void> {
  const full: SeedJob = {
    postedAt: new Date(),
    location: 'Remote',
    standardizedLocation: 'remote',
    numericSalary: 150_000,
    salaryMin: 130_000,
    salaryMax: 170_000,
    salaryCurrency: 'USD',
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    tags: ['security'],
    applyUrl: 'https://e2e-labs.example/apply',
    companyUrl: 'https://e2e-labs.example',
    companyLogo: null,
    status: 'published',
    ...job,
  };
  await withDb((db) => insertJobs(db, [full]));
}

/** The slug of a published job whose 30 days are over. */
export async function expiredJobSlug(): Promise<string> {
  return withDb(async (db) => {
    const row = await db
      .prepare(`SELECT slug FROM jobs WHERE status = 'published' AND posted_at < ?1 ORDER BY posted_at DESC LIMIT 1`)
      .bind(Date.now() - 2_592_000_000 - 3_600_000)
      .first<{ slug: string }>();
    if (!row) throw new Error('No expired job in the seeded data');
    return row.slug;
  });
}
