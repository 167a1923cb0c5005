/**
 * Publishes built front-end packages into the asset store (R2) as immutable versions
 * and records them in the routing table (KV); by default each becomes the live version
 * of its own package, leaving every other package's routing untouched.
 *
 *   tsx scripts/publish.ts [package ...] [--no-live]
 */
import { FRONT_END_PACKAGES, type FrontEndPackage } from '@chainwork/shared-config/federation';
import { isMain } from './lib/is-main';
import { UsageError, parseCommandLine, runCli } from './lib/cli';
import { formatPublishResults, publishPackages } from './lib/publish-store';

export const PUBLISH_USAGE = `Usage: tsx scripts/publish.ts [package ...] [--no-live]  (packages: ${FRONT_END_PACKAGES.join(', ')})`;

/** The command line of `npm run publish:local`: packages (default: all) and --no-live. */
export function parsePublishArgs(argv: string[]): { packages: FrontEndPackage[]; live: boolean } {
  const { values, positionals } = parseCommandLine({ args: argv, options: { 'no-live': { type: 'boolean' } }, allowPositionals: true });
  const unknown = positionals.filter((n) => !FRONT_END_PACKAGES.includes(n as FrontEndPackage));
  if (unknown.length) throw new UsageError(`Unknown package(s): ${unknown.join(', ')}. Known: ${FRONT_END_PACKAGES.join(', ')}.`);
  return { packages: (positionals.length ? positionals : [...FRONT_END_PACKAGES]) as FrontEndPackage[], live: !values['no-live'] };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { packages, live } = parsePublishArgs(process.argv.slice(2));
    const results = await publishPackages(packages, { live });
    console.log(`Published:\n${formatPublishResults(results)}`);
  }, PUBLISH_USAGE);
}
