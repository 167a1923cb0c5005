import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callerAt, seedJobs, testJob } from '../../test/fixtures';
import { MIGRATED_OBJECT, dropEverything } from '../../test/fresh-database';

/*
 * The suite shares one database across files (vitest.config.ts); test/apply-migrations.ts
 * rebuilds it before each file. These tests hold it to "a new deployment's database".
 */
const schema = async () =>
  (await env.DB.prepare(`SELECT type, name, sql FROM sqlite_master WHERE ${MIGRATED_OBJECT} ORDER BY type, name`).all()).results;

async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND ${MIGRATED_OBJECT} AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`,
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<number>('n')) ?? 0;
  return counts;
}

describe('each test file starts from a freshly migrated database', () => {
  it('holds every migration and no job, whatever the files before it wrote', async () => {
    const counts = await rowCounts();
    expect(counts.d1_migrations).toBe(env.TEST_MIGRATIONS.length);
    expect(counts.jobs).toBe(0);
    expect(counts.job_tags).toBe(0);
    // The reference rows the migrations themselves write are there.
    expect(counts.search_salary_floors).toBeGreaterThan(0);
    expect(counts.search_location_tokens).toBeGreaterThan(0);
  });

  it('dropping everything and migrating again gives the same schema and rows, and an empty search index', async () => {
    const before = { schema: await schema(), counts: await rowCounts() };
    await seedJobs([testJob('fresh-database-check', { title: 'Zygomorphic Protocol Engineer' })]);
    expect((await rowCounts()).jobs).toBe(1);
    expect((await callerAt().jobs.search({ q: 'zygomorphic' })).total).toBe(1);

    await dropEverything(env.DB);
    expect(await schema()).toEqual([]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    expect(await schema()).toEqual(before.schema);
    expect(await rowCounts()).toEqual(before.counts);
    expect((await callerAt().jobs.search({ q: 'zygomorphic' })).total).toBe(0);
  });

  it('drops tables whose rows still point at rows of other tables (child tables go before their parents)', async () => {
    await seedJobs([testJob('fresh-database-child', { company: 'Parent Co' })]);
    await env.DB.prepare(
      "INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES ('lever:parent', 'lever', 'parent', 'parent-co', 'file', 0, 0)",
    ).run();
    await dropEverything(env.DB);
    expect(await schema()).toEqual([]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect((await rowCounts()).import_sources).toBe(0);
  });
});
