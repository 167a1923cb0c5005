/**
 * tsx scripts/build.ts [package ...] [--force]
 *
 * Builds the front-end packages (default: all four) with rspack, skipping those whose
 * inputs are unchanged since their last build. Other tooling imports `buildFrontEnds`.
 */
import { buildFrontEnds } from './build/run';
import { isMain } from './lib/is-main';

export { buildFrontEnds, BuildError, type BuildOptions, type BuildResult } from './build/run';

async function main(argv: string[]): Promise<void> {
  const force = argv.includes('--force');
  const unknownFlags = argv.filter((a) => a.startsWith('-') && a !== '--force');
  if (unknownFlags.length) throw new Error(`Unknown option: ${unknownFlags.join(' ')} (usage: build.ts [package ...] [--force])`);
  const packages = argv.filter((a) => !a.startsWith('-'));
  await buildFrontEnds(packages.length ? packages : undefined, { force });
}

// Run only as a script, not when another tool imports buildFrontEnds from here.
if (isMain(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
