/**
 * `npm run routes -- <command> ...`: the command line, parsed and checked before any
 * store is opened, so a typo costs nothing.
 */
import { FRONT_END_PACKAGES, VERSION_PATTERN, type FrontEndPackage } from '@chainwork/shared-config/federation';
import { UsageError, parseCommandLine } from '../lib/cli';

export { UsageError };

export type RoutesCommand =
  | { name: 'list'; pkg?: FrontEndPackage }
  | { name: 'publish'; packages: FrontEndPackage[]; mode: { kind: 'live' } | { kind: 'no-live' } | { kind: 'canary'; percent: number } }
  | { name: 'canary'; pkg: FrontEndPackage; version: string; percent: number }
  | { name: 'shift'; pkg: FrontEndPackage; percent: number }
  | { name: 'set'; pkg: FrontEndPackage; weights: Record<string, number> }
  | { name: 'promote'; pkg: FrontEndPackage; version?: string }
  | { name: 'rollback'; pkg: FrontEndPackage; version?: string }
  | { name: 'pin'; pkg: FrontEndPackage; version: string };

export interface RoutesInvocation {
  command: RoutesCommand;
  target: 'local' | 'remote' | 'auto';
  dryRun: boolean;
}

export const USAGE = `Usage: npm run routes -- <command> [options]

Commands:
  list [package]                                 packages, live weights, fallbacks, published versions
  publish [package ...] [--no-live | --canary N] upload the current builds; live at 100% unless told otherwise
  canary <package> <version> [percent]           send percent (default 10) of visitors to version
  shift <package> <percent>                      move the running canary to percent (100 promotes, 0 withdraws)
  shift <package> <version>=<weight> ...         set explicit weights (they must sum to 100)
  promote <package> [version]                    all visitors to version (default: the running canary)
  rollback <package> [version]                   withdraw the canary, or go back to the previous version
  pin <package> <version>                        print the cookie/header that pins a version for testing

Options:
  --local      the local state (.wrangler/state, or CHAINWORK_STATE_DIR); the default without credentials
  --remote     Cloudflare, through wrangler; needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID
               (with both set, Cloudflare is the default)
  --dry-run    show the change without writing it

Packages: ${FRONT_END_PACKAGES.join(', ')}`;

function pkgArg(value: string | undefined): FrontEndPackage {
  if (!value) throw new UsageError('Name a package.');
  if (!FRONT_END_PACKAGES.includes(value as FrontEndPackage))
    throw new UsageError(`Unknown package "${value}". Known: ${FRONT_END_PACKAGES.join(', ')}.`);
  return value as FrontEndPackage;
}

function versionArg(value: string | undefined, required: true): string;
function versionArg(value: string | undefined, required: false): string | undefined;
function versionArg(value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new UsageError('Name a version (see `npm run routes -- list`).');
    return undefined;
  }
  if (!VERSION_PATTERN.test(value)) throw new UsageError(`"${value}" is not a version (lowercase letters, digits, dots and dashes).`);
  return value;
}

function percentArg(value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || !/^\d{1,3}$/.test(value)) throw new UsageError(`"${value ?? ''}" is not a whole percentage.`);
  return Number(value);
}

function noMore(rest: string[]): void {
  if (rest.length) throw new UsageError(`Unexpected argument(s): ${rest.join(' ')}`);
}

export function parseRoutesArgs(argv: readonly string[]): RoutesInvocation {
  const { values, positionals: positional } = parseCommandLine({
    args: [...argv],
    options: {
      local: { type: 'boolean' },
      remote: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'no-live': { type: 'boolean' },
      canary: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.local && values.remote) throw new UsageError('Choose --local or --remote, not both.');
  const target = values.local ? 'local' : values.remote ? 'remote' : 'auto';
  const noLive = values['no-live'] ?? false;
  const canaryPercent = values.canary;
  const canary = canaryPercent !== undefined;

  const [name, ...rest] = positional;
  if ((noLive || canary) && name !== 'publish') throw new UsageError('--no-live and --canary belong to publish.');
  let command: RoutesCommand;
  switch (name) {
    case 'list':
      command = rest.length ? { name, pkg: pkgArg(rest[0]) } : { name };
      noMore(rest.slice(1));
      break;
    case 'publish': {
      if (noLive && canary) throw new UsageError('Choose --no-live or --canary, not both.');
      const mode = noLive
        ? { kind: 'no-live' as const }
        : canary
          ? { kind: 'canary' as const, percent: percentArg(canaryPercent) }
          : { kind: 'live' as const };
      command = { name, packages: rest.length ? rest.map(pkgArg) : [...FRONT_END_PACKAGES], mode };
      break;
    }
    case 'canary':
      command = { name, pkg: pkgArg(rest[0]), version: versionArg(rest[1], true), percent: percentArg(rest[2], 10) };
      noMore(rest.slice(3));
      break;
    case 'shift': {
      const pkg = pkgArg(rest[0]);
      const values = rest.slice(1);
      if (values.length === 0) throw new UsageError('Give a percentage, or version=weight pairs.');
      if (values.every((v) => v.includes('='))) {
        const weights: Record<string, number> = {};
        for (const pair of values) {
          const [version, weight] = pair.split('=');
          weights[versionArg(version, true)] = percentArg(weight);
        }
        command = { name: 'set', pkg, weights };
      } else {
        command = { name, pkg, percent: percentArg(values[0]) };
        noMore(values.slice(1));
      }
      break;
    }
    case 'promote':
    case 'rollback':
      command = { name, pkg: pkgArg(rest[0]), version: versionArg(rest[1], false) };
      noMore(rest.slice(2));
      break;
    case 'pin':
      command = { name, pkg: pkgArg(rest[0]), version: versionArg(rest[1], true) };
      noMore(rest.slice(2));
      break;
    default:
      throw new UsageError(name ? `Unknown command "${name}".` : 'Name a command.');
  }
  return { command, target, dryRun: values['dry-run'] ?? false };
}
