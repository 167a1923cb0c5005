/**
 * The benchmark's own local state (D1 with 100,000 jobs), kept between runs: seeding
 * takes minutes, a run takes one. Reseeded when the count or PRNG seed differ, or when
 * the seed is older than MAX_AGE_MS (dates are relative to the seeding time, so an old
 * seed has fewer live jobs and would measure a different board).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { seedLocalDatabase } from '@chainwork/tooling/lib/seed-database';
import { API_CONFIG, D1_DATABASE_NAME } from '@chainwork/tooling/lib/paths';
import { runWrangler } from '@chainwork/tooling/lib/wrangler';

export const MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
const MARKER = 'bench-seed.json';

const markerSchema = z.object({ count: z.number().int(), seed: z.number().int(), seededAt: z.string() });

export interface BenchState {
  dir: string;
  count: number;
  seed: number;
  seededAt: Date;
  reused: boolean;
}

export async function ensureBenchState(options: {
  dir: string;
  count: number;
  seed: number;
  reseed: boolean;
  log: (line: string) => void;
}): Promise<BenchState> {
  const markerPath = path.join(options.dir, MARKER);
  const marker = await readMarker(markerPath);
  const fresh = marker && Date.now() - new Date(marker.seededAt).getTime() < MAX_AGE_MS;
  const reusable = !options.reseed && marker?.count === options.count && marker.seed === options.seed && fresh;

  if (!reusable) {
    options.log(marker ? `Reseeding ${options.dir} (the stored seed does not match or is over two days old).` : `Seeding ${options.dir}.`);
    await rm(options.dir, { recursive: true, force: true });
  }
  await mkdir(options.dir, { recursive: true });
  // Always: a migration added since the last run applies to the kept data too.
  await runWrangler(['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '-c', API_CONFIG, '--persist-to', options.dir]);
  if (reusable) {
    options.log(`Reusing ${options.count.toLocaleString('en')} jobs (seed ${options.seed}) seeded ${marker.seededAt} in ${options.dir}.`);
    return { dir: options.dir, count: options.count, seed: options.seed, seededAt: new Date(marker.seededAt), reused: true };
  }

  const seededAt = new Date();
  await seedLocalDatabase({
    count: options.count,
    seed: options.seed,
    force: true,
    now: seededAt,
    stateDir: options.dir,
    log: options.log,
  });
  await writeFile(markerPath, JSON.stringify({ count: options.count, seed: options.seed, seededAt: seededAt.toISOString() }, null, 2));
  return { dir: options.dir, count: options.count, seed: options.seed, seededAt, reused: false };
}

async function readMarker(markerPath: string): Promise<z.infer<typeof markerSchema> | null> {
  if (!existsSync(markerPath)) return null;
  const parsed = markerSchema.safeParse(JSON.parse(await readFile(markerPath, 'utf8')));
  return parsed.success ? parsed.data : null;
}
