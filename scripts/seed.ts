/**
 * Seeds the local D1 with realistic fictional jobs, unless it already has some
 * (lib/seed-database.ts does the work; `npm start` and the benchmarks call it in-process).
 *
 *   tsx scripts/seed.ts [--count 2000] [--seed 42] [--force]
 *
 * Migrations must be applied first; `npm start` does that before seeding. `--force` deletes
 * every job first.
 */
import { isMain } from './lib/is-main';
import { parseCommandLine, runCli, wholeNumberOption } from './lib/cli';
import { seedLocalDatabase, type SeedOptions } from './lib/seed-database';

export const SEED_USAGE = 'Usage: tsx scripts/seed.ts [--count 2000] [--seed 42] [--force]';

/** The command line of `npm run seed`. */
export function parseSeedArgs(argv: string[]): SeedOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: { count: { type: 'string' }, seed: { type: 'string' }, force: { type: 'boolean' } },
  });
  return {
    count: wholeNumberOption('count', values.count, { min: 0, max: 1_000_000 }),
    seed: wholeNumberOption('seed', values.seed, { min: 0, max: 0xffffffff }),
    force: values.force ?? false,
  };
}

if (isMain(import.meta.url)) runCli(() => seedLocalDatabase(parseSeedArgs(process.argv.slice(2))), SEED_USAGE);
