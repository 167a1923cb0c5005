/**
 * The benchmark's own state folder, fresh every run (site stopped): the migrations, a seed of
 * `seedCount` posted jobs (none for the re-import reference), and one company and one Greenhouse
 * source (origin 'file', active, due) per generated board, written straight into the local D1.
 */
import { mkdir, rm } from 'node:fs/promises';
import type { SqlDatabase } from '@chainwork/api/seed';
import { seedLocalDatabase } from '@chainwork/tooling/lib/seed-database';
import { API_CONFIG, D1_DATABASE_NAME } from '@chainwork/tooling/lib/paths';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import { runWrangler } from '@chainwork/tooling/lib/wrangler';
import type { BenchSource } from './boards';

const CHUNK = 500;

export async function prepareIngestState(options: {
  dir: string;
  seedCount: number;
  seed: number;
  sources: readonly BenchSource[];
  log: (line: string) => void;
}): Promise<void> {
  await rm(options.dir, { recursive: true, force: true });
  await mkdir(options.dir, { recursive: true });
  await runWrangler(['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '-c', API_CONFIG, '--persist-to', options.dir]);
  if (options.seedCount > 0)
    await seedLocalDatabase({ count: options.seedCount, seed: options.seed, force: true, stateDir: options.dir, log: options.log });
  await withPlatform<{ DB: SqlDatabase }, void>(
    API_CONFIG,
    async ({ DB }) => {
      const now = Date.now();
      for (let start = 0; start < options.sources.length; start += CHUNK) {
        const rows = JSON.stringify(
          options.sources.slice(start, start + CHUNK).map((s) => ({
            slug: s.companySlug,
            name: s.companyName,
            website: s.website,
            domain: new URL(s.website).host,
            token: s.token,
          })),
        );
        await DB.batch([
          DB.prepare(
            `INSERT INTO companies (slug, name, website, domain, about, ecosystems_json, created_at, updated_at)
             SELECT r.value ->> 'slug', r.value ->> 'name', r.value ->> 'website', r.value ->> 'domain',
                    'A fictional company of the import benchmark.', '["ethereum"]', ?2, ?2
             FROM json_each(?1) AS r WHERE true
             ON CONFLICT (slug) DO NOTHING`,
          ).bind(rows, now),
          DB.prepare(
            `INSERT INTO import_sources (id, provider, board, company_slug, origin, status, next_attempt_at, created_at, updated_at)
             SELECT 'greenhouse:' || (r.value ->> 'token'), 'greenhouse', r.value ->> 'token', r.value ->> 'slug', 'file', 'active', 0, ?2, ?2
             FROM json_each(?1) AS r`,
          ).bind(rows, now),
        ]);
      }
    },
    options.dir,
  );
}

/** Counts read after a run (site stopped): what the board holds. */
export async function importedCounts(dir: string): Promise<{ live: number; closed: number; postings: number }> {
  return withPlatform<{ DB: SqlDatabase }, { live: number; closed: number; postings: number }>(
    API_CONFIG,
    async ({ DB }) => {
      const row = await DB.prepare(
        `SELECT (SELECT count(*) FROM jobs WHERE origin = 'imported' AND status = 'published') AS live,
                (SELECT count(*) FROM jobs WHERE origin = 'imported' AND status <> 'published') AS closed,
                (SELECT count(*) FROM imported_postings) AS postings`,
      ).first<{ live: number; closed: number; postings: number }>();
      return row ?? { live: 0, closed: 0, postings: 0 };
    },
    dir,
  );
}

/** Merges the search index into one segment (FTS5 'optimize'), timed in the database alone. */
export async function timeIndexMerge(dir: string): Promise<number> {
  return withPlatform<{ DB: SqlDatabase }, number>(
    API_CONFIG,
    async ({ DB }) => {
      const started = performance.now();
      await DB.prepare(`INSERT INTO job_search (job_search) VALUES ('optimize')`).run();
      return performance.now() - started;
    },
    dir,
  );
}
