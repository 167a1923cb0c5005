import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callerAt, DAY_MS, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';

const db = env.DB;
const run = (sql: string, ...values: unknown[]) =>
  db
    .prepare(sql)
    .bind(...values)
    .run();
const idOf = async (slug: string) => (await db.prepare('SELECT id FROM jobs WHERE slug = ?1').bind(slug).first<{ id: number }>())!.id;
const updatedAt = async (slug: string) =>
  (await db.prepare('SELECT updated_at FROM jobs WHERE slug = ?1').bind(slug).first<{ updated_at: number }>())!.updated_at;
const found = async (input: Parameters<ReturnType<typeof callerAt>['jobs']['search']>[0]) =>
  (await callerAt(NOW).jobs.search(input)).items.map((job) => job.Pretty_url);

describe('the search index follows the jobs (migration 0002 triggers)', () => {
  beforeEach(async () => {
    await resetJobs();
    await seedJobs([testJob('older', { ageMs: 2 * DAY_MS }), testJob('target', { ageMs: DAY_MS })]);
  });

  it('indexes each job once, when its description is written', async () => {
    const rows = await db
      .prepare(`SELECT count(*) AS n FROM job_search WHERE job_search MATCH 'facets : "any_job"'`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });

  it('re-indexes an edited title', async () => {
    await run(`UPDATE jobs SET title = 'Principal Cairo Wizard' WHERE slug = 'target'`);
    expect(await found({ q: 'wizard' })).toEqual(['target']);
    expect(await found({ q: 'senior' })).toEqual(['older']);
  });

  it('drops a job that is unpublished and takes it back when published again', async () => {
    await run(`UPDATE jobs SET status = 'removed' WHERE slug = 'target'`);
    expect(await found({})).toEqual(['older']);
    await run(`UPDATE jobs SET status = 'published' WHERE slug = 'target'`);
    expect(await found({})).toEqual(['target', 'older']);
  });

  it('re-indexes added and removed tags, and touches updated_at', async () => {
    const id = await idOf('target');
    await run(`UPDATE jobs SET updated_at = 1 WHERE id = ?1`, id);
    await run(`INSERT INTO job_tags (job_id, tag, position) VALUES (?1, 'cairo', 9)`, id);
    expect(await found({ tags: ['cairo'] })).toEqual(['target']);
    expect(await updatedAt('target')).toBeGreaterThan(1);
    await run(`DELETE FROM job_tags WHERE job_id = ?1 AND tag = 'evm'`, id);
    expect(await found({ tags: ['evm'] })).toEqual(['older']);
    expect(await found({ q: 'evm' })).toEqual(['older']);
  });

  it('re-indexes an edited description and touches updated_at', async () => {
    const id = await idOf('target');
    await run(`UPDATE jobs SET updated_at = 1 WHERE id = ?1`, id);
    await run(`UPDATE job_descriptions SET description_md = 'We need a zeppelin pilot.' WHERE job_id = ?1`, id);
    expect(await found({ q: 'zeppelin' })).toEqual(['target']);
    expect(await found({ q: 'lending' })).toEqual(['older']);
    expect(await updatedAt('target')).toBeGreaterThan(1);
  });

  it('re-indexes changed filters: salary, seniority, location', async () => {
    await run(
      `UPDATE jobs SET numeric_salary = NULL, salary_min = NULL, salary_max = NULL, seniority = 'junior', standardized_location = 'berlin' WHERE slug = 'target'`,
    );
    expect(await found({ minSalary: 50_000, includeNoSalary: true, seniorities: ['junior'], city: 'berlin' })).toEqual(['target']);
    expect(await found({ minSalary: 50_000 })).toEqual(['older']);
  });

  it('forgets a deleted job', async () => {
    await run(`DELETE FROM jobs WHERE slug = 'target'`);
    expect(await found({})).toEqual(['older']);
    const rows = await db
      .prepare(`SELECT count(*) AS n FROM job_search WHERE job_search MATCH 'facets : "any_job"'`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});

describe('the posting-order invariant (rowid order = Date order)', () => {
  beforeEach(async () => {
    await resetJobs();
    await seedJobs([testJob('newest', { ageMs: DAY_MS })]);
  });

  it('refuses a job older than the newest one', async () => {
    await expect(seedJobs([testJob('backdated', { ageMs: 2 * DAY_MS })])).rejects.toThrow(/jobs are added in Date order/);
  });

  it('takes a job with the same Date or a later one', async () => {
    await seedJobs([testJob('same-date', { ageMs: DAY_MS }), testJob('later', { ageMs: 0 })]);
    expect(await found({})).toEqual(['later', 'same-date', 'newest']);
  });

  it("refuses to change a job's Date", async () => {
    await expect(run(`UPDATE jobs SET posted_at = posted_at + 1 WHERE slug = 'newest'`)).rejects.toThrow(/Date cannot change/);
  });

  it('refuses a malformed company slug', async () => {
    await expect(
      run(
        `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location, apply_url, status)
       VALUES ('x', 'T', 'Acme', 'Acme Inc', ?1, 'Berlin', 'berlin', 'https://acme.example', 'published')`,
        NOW.getTime(),
      ),
    ).rejects.toThrow(/company_slug/);
  });
});
