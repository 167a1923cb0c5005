import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bruteForceSearch, type StoredJob } from '../../test/brute-force';
import { callerAt, NOW } from '../../test/fixtures';
import { COMPANIES } from '../seed/companies';
import { generateJobs } from '../seed/generate';
import { slugify } from '../seed/slug';

/*
 * Migrations 0002-0005 on a database that already holds jobs (a developer's local
 * state from before them): this file rebuilds the 0001 schema, writes jobs the 0001 way,
 * then runs 0002-0005 and 0022 (the index rebuilt without word positions) and checks that
 * nothing was lost and everything is searchable.
 */
const migration = (name: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(name));
  if (!found) throw new Error(`no migration ${name}`);
  return found.queries;
};

const OLD_INSERT = `
INSERT INTO jobs (slug, title, company, description_md, posted_at, location, standardized_location, numeric_salary,
                  salary_min, salary_max, employment_type, seniority, apply_url, company_url, status, updated_at)
SELECT value ->> 'slug', value ->> 'title', value ->> 'company', value ->> 'descriptionMd', value ->> 'postedAt',
       value ->> 'location', value ->> 'standardizedLocation', value ->> 'numericSalary', value ->> 'salaryMin',
       value ->> 'salaryMax', value ->> 'employmentType', value ->> 'seniority', value ->> 'applyUrl', value ->> 'companyUrl',
       value ->> 'status', 1234
FROM json_each(?1)`;
const OLD_TAGS = `
INSERT INTO job_tags (job_id, tag, position)
SELECT jobs.id, tag.value, tag.key FROM json_each(?1) AS job JOIN jobs ON jobs.slug = job.value ->> 'slug' JOIN json_each(job.value, '$.tags') AS tag`;

let jobs: StoredJob[];

beforeAll(async () => {
  const db = env.DB;
  for (const sql of [
    'DROP TABLE search_version',
    'DROP TABLE job_terms_scratch_vocab',
    'DROP TABLE job_terms_scratch',
    'DROP TABLE search_terms',
    'DROP TABLE search_terms_deferred',
    'DROP VIEW job_search_documents',
    'DROP TABLE job_search',
    'DROP TABLE search_location_tokens',
    'DROP TABLE search_salary_floors',
    'DROP TABLE job_descriptions',
    'DROP TABLE job_tags',
    'DROP TABLE jobs',
  ]) {
    await db.prepare(sql).run();
  }
  for (const sql of migration('0001')) await db.prepare(sql).run();
  const seeded = generateJobs({ count: 300, seed: 5, now: NOW });
  const json = JSON.stringify(seeded.map((job) => ({ ...job, postedAt: job.postedAt.getTime() })));
  await db.batch([db.prepare(OLD_INSERT).bind(json), db.prepare(OLD_TAGS).bind(json)]);
  for (const name of ['0002', '0003', '0004', '0005']) for (const sql of migration(name)) await db.prepare(sql).run();
  // 0022 rebuilds the index without word positions from the same documents.
  for (const sql of migration('0022')) await db.prepare(sql).run();
  // The columns later migrations add to `jobs` (0011: featured listings, verified employers; 0015: origin, pay as
  // published, provenance), which every job read selects.
  for (const name of ['0011', '0015'])
    for (const sql of migration(name).filter((query) => query.includes('ALTER TABLE jobs'))) await db.prepare(sql).run();

  const { results } = await db.prepare('SELECT id, slug FROM jobs').all<{ id: number; slug: string }>();
  const ids = new Map(results.map((r) => [r.slug, r.id]));
  jobs = seeded.map((job) => ({ ...job, id: ids.get(job.slug)! }));
});

describe('migrations 0002-0005 and 0022 over existing jobs', () => {
  it('moves every description to job_descriptions', async () => {
    const { results } = await env.DB.prepare(
      'SELECT jobs.slug, d.description_md FROM jobs JOIN job_descriptions AS d ON d.job_id = jobs.id',
    ).all<{ slug: string; description_md: string }>();
    expect(new Map(results.map((r) => [r.slug, r.description_md]))).toEqual(new Map(jobs.map((job) => [job.slug, job.descriptionMd])));
  });

  it('spells every company slug as slugify() does, and leaves updated_at alone', async () => {
    const { results } = await env.DB.prepare('SELECT company, company_slug, updated_at FROM jobs').all<{
      company: string;
      company_slug: string;
      updated_at: number;
    }>();
    for (const row of results) {
      expect(row.company_slug).toBe(slugify(row.company));
      expect(row.updated_at).toBe(1234);
    }
  });

  it("spells the slug of every seed company the way slugify() does (the backfill's SQL)", async () => {
    const names = JSON.stringify(COMPANIES.map((c) => c.name));
    const { results } = await env.DB.prepare(
      `SELECT value AS name, trim(replace(replace(replace(replace(replace(lower(trim(value)), '&', ' and '), '.', ' '), '''', ' '), '  ', ' '), ' ', '-'), '-') AS slug
       FROM json_each(?1)`,
    )
      .bind(names)
      .all<{ name: string; slug: string }>();
    for (const row of results) expect(row.slug).toBe(slugify(row.name));
  });

  it('keeps no word positions in the rebuilt index, only the columns a word is in', async () => {
    const table = await env.DB.prepare(`SELECT sql FROM sqlite_schema WHERE name = 'job_search'`).first<{ sql: string }>();
    expect(table?.sql).toContain("detail = 'column'");
  });

  it('indexes the existing jobs and their words, so they are found at once', async () => {
    const words = await env.DB.prepare(
      `SELECT count(*) AS n FROM search_terms WHERE term IN ('engineer', 'engineering', 'solidity')`,
    ).first<{ n: number }>();
    expect(words?.n).toBe(3);
    for (const input of [{}, { q: 'engineer' }, { q: 'engin' }, { tags: ['solidity'], sort: 'salary' as const }]) {
      const page = await callerAt(NOW).jobs.search({ ...input, limit: 50 });
      const expected = bruteForceSearch(jobs, input, NOW);
      expect(page.items.map((job) => job.id)).toEqual(expected.ids.slice(0, 50));
      expect(page.total).toBe(expected.total);
    }
  });
});
