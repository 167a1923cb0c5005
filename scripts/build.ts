/**
 * tsx scripts/build.ts [package ...] [--force]
 *
 * Builds the front-end packages (default: all four) with rspack, skipping those whose
 * inputs are unchanged since their last build. Other tooling imports `buildFrontEnds`.
 */
import { buildFrontEnds } from './build/run';
import { isMain } from './lib/is-main';
import { parseCommandLine, runCli } from './lib/cli';

export { buildFrontEnds, BuildError, type BuildOptions, type BuildResult } from './build/run';

export const BUILD_USAGE = 'Usage: tsx scripts/build.ts [package ...] [--force]';

/** The command line of `npm run build`: packages to build (default: all) and --force. */
export function parseBuildArgs(argv: string[]): { packages: string[] | undefined; force: boolean } {
  const { values, positionals } = parseCommandLine({ args: argv, options: { force: { type: 'boolean' } }, allowPositionals: true });
  return { packages: positionals.length ? positionals : undefined, force: values.force ?? false };
}

// Run only as a script, not when another tool imports buildFrontEnds from here.
if (isMain(import.meta.url)) {
  runCli(async () => {
    const { packages, force } = parseBuildArgs(process.argv.slice(2));
    await buildFrontEnds(packages, { force });
  }, BUILD_USAGE);
}
