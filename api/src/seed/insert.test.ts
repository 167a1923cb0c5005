import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { generateJobs } from './generate';
import { insertJobs } from './insert';
import { slugify } from './slug';

const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('insertJobs', () => {
  it('writes every job and its tags in order, across many chunks and batches', async () => {
    const jobs = generateJobs({ count: 400, seed: 5, now: NOW });
    const progress: number[] = [];
    // Small chunks force many statements and several batches.
    const inserted = await insertJobs(env.DB, jobs, { chunkBytes: 40_000, chunksPerBatch: 3, onProgress: (n) => progress.push(n) });

    expect(inserted).toBe(400);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(400);

    const counts = await env.DB.prepare('SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM job_tags) AS tags').first<{
      jobs: number;
      tags: number;
    }>();
    expect(counts).toEqual({ jobs: 400, tags: jobs.reduce((sum, j) => sum + j.tags.length, 0) });

    const sample = jobs[123]!;
    const row = await env.DB.prepare(
      `SELECT slug, title, company, company_slug, (SELECT description_md FROM job_descriptions WHERE job_id = jobs.id) AS description_md, posted_at, location, standardized_location, numeric_salary, salary_min, salary_max,
              salary_currency, employment_type, seniority, apply_url, company_url, company_logo, status,
              (SELECT json_group_array(tag) FROM (SELECT tag FROM job_tags WHERE job_id = jobs.id ORDER BY position)) AS tags
       FROM jobs WHERE slug = ?1`,
    )
      .bind(sample.slug)
      .first();
    expect(row).toEqual({
      slug: sample.slug,
      title: sample.title,
      company: sample.company,
      company_slug: slugify(sample.company),
      description_md: sample.descriptionMd,
      posted_at: sample.postedAt.getTime(),
      location: sample.location,
      standardized_location: sample.standardizedLocation,
      numeric_salary: sample.numericSalary,
      salary_min: sample.salaryMin,
      salary_max: sample.salaryMax,
      salary_currency: 'USD',
      employment_type: sample.employmentType,
      seniority: sample.seniority,
      apply_url: sample.applyUrl,
      company_url: sample.companyUrl,
      company_logo: null,
      status: sample.status,
      tags: JSON.stringify(sample.tags),
    });

    // Ids follow posting order, as on a board where jobs arrive over time.
    const order = await env.DB.prepare('SELECT slug FROM jobs ORDER BY id').all<{ slug: string }>();
    expect(order.results.map((r) => r.slug)).toEqual(jobs.map((j) => j.slug));
  });

  it('rejects a duplicate slug without writing half a chunk', async () => {
    // Newer than every job already here: the database only takes jobs in Date order.
    const [job] = generateJobs({ count: 1, seed: 99, now: new Date(NOW.getTime() + 60 * 24 * 60 * 60 * 1000) });
    const before = await env.DB.prepare('SELECT count(*) AS n FROM jobs').first<{ n: number }>();
    await expect(insertJobs(env.DB, [job!, { ...job!, title: 'Copy' }])).rejects.toThrow(/UNIQUE/);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM jobs').first<{ n: number }>();
    expect(after).toEqual(before);
    // The vocabulary's bulk flag went back with the failed transaction.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM search_terms_deferred').first<{ n: number }>()).toEqual({ n: 0 });
  });
});
