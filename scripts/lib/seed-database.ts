/**
 * Seeding the local D1 with realistic fictional jobs, unless it already has some: the library
 * behind `npm run seed` (scripts/seed.ts), `npm start` and the benchmarks' prepared states.
 *
 * Opens the api's D1 through wrangler's getPlatformProxy on the shared state folder
 * (CHAINWORK_STATE_DIR or .wrangler/state), so a running `wrangler dev` sees the rows
 * at once. Migrations must be applied first; `npm start` does that before seeding.
 * `force` deletes every job first.
 */
import { z } from 'zod';
import { generateJobs, insertJobs, optimizeSearchIndex, removeAllJobs, type SqlDatabase } from '@chainwork/api/seed';
import { API_CONFIG, D1_DATABASE_NAME, stateDir } from './paths';
import { withPlatform } from './platform';

export const DEFAULT_SEED_COUNT = 2000;
export const DEFAULT_SEED = 42;

export interface SeedOptions {
  /** Jobs to generate when seeding; default 2000. */
  count?: number;
  /** PRNG seed; the same seed and `now` give the same jobs. Default 42. */
  seed?: number;
  /** Delete existing jobs and seed again. */
  force?: boolean;
  /** Dates are spread over the 60 days before this; default the current time. */
  now?: Date;
  /** State folder (the `--persist-to` of wrangler); default CHAINWORK_STATE_DIR or .wrangler/state. */
  stateDir?: string;
  log?: (line: string) => void;
}

export type SeedResult = { action: 'reused'; jobs: number } | { action: 'seeded'; jobs: number; seed: number; elapsedMs: number };

const optionsSchema = z.object({
  count: z.number().int().min(0).max(1_000_000).default(DEFAULT_SEED_COUNT),
  seed: z.number().int().min(0).max(0xffffffff).default(DEFAULT_SEED),
  force: z.boolean().default(false),
});

export async function seedLocalDatabase(options: SeedOptions = {}): Promise<SeedResult> {
  const { count, seed, force } = optionsSchema.parse({ count: options.count, seed: options.seed, force: options.force });
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = options.stateDir ?? stateDir();
  keepWranglerOffline();

  return withPlatform<{ DB: SqlDatabase }, SeedResult>(
    API_CONFIG,
    async ({ DB }) => {
      await assertMigrated(DB, dir);
      const existing = await countJobs(DB);
      if (existing > 0 && !force) {
        log(`Reusing ${existing} existing jobs in ${dir} (pass --force to reseed).`);
        return { action: 'reused', jobs: existing };
      }
      if (existing > 0) {
        await removeAllJobs(DB);
        log(`Deleted ${existing} existing jobs.`);
      }

      const started = performance.now();
      // Oldest first (generateJobs sorts by Date): ids must follow Date, the search relies on it.
      const jobs = generateJobs({ count, seed, now: options.now ?? new Date() });
      const generatedMs = performance.now() - started;
      const inserted = await insertJobs(DB, jobs);
      const insertedMs = performance.now() - started;
      await optimizeSearchIndex(DB);
      const elapsedMs = performance.now() - started;
      log(
        `Seeded ${inserted} jobs (seed ${seed}) in ${seconds(elapsedMs)} s (generate ${seconds(generatedMs)} s, ` +
          `insert and index ${seconds(insertedMs - generatedMs)} s, merge the index ${seconds(elapsedMs - insertedMs)} s).`,
      );
      return { action: 'seeded', jobs: inserted, seed, elapsedMs };
    },
    dir,
  );
}

async function countJobs(db: SqlDatabase): Promise<number> {
  const row = await db.prepare('SELECT count(*) AS n FROM jobs').first<{ n: number }>();
  return row?.n ?? 0;
}

/** A clear message instead of D1's "no such table" when the migrations were not applied. */
async function assertMigrated(db: SqlDatabase, dir: string): Promise<void> {
  const table = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'jobs'").first<{ name: string }>();
  if (!table) {
    throw new Error(
      `No jobs table in ${dir}. Apply the migrations first:\n` +
        `  npx wrangler d1 migrations apply ${D1_DATABASE_NAME} --local -c api/wrangler.jsonc --persist-to ${dir}`,
    );
  }
}

/** The in-process equivalent of the env every wrangler CLI call gets (no metrics, no cf.json fetch). */
function keepWranglerOffline(): void {
  process.env.WRANGLER_SEND_METRICS ??= 'false';
  process.env.WRANGLER_SEND_ERROR_REPORTS ??= 'false';
  process.env.WRANGLER_HIDE_BANNER ??= 'true';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
