/**
 * How front-end packages are published and found. The publisher writes this layout,
 * the gateway serves it, the shell consumes the remote map the gateway injects.
 *
 *   asset store (R2) key     <package>/<version>/<file>
 *   public URL               /_mf/<package>/<version>/<file>
 *   routing table (KV)       key ROUTING_TABLE_KEY, value RoutingTable (JSON)
 */

export const SHELL_PACKAGE = 'shell-app';
export const SHELL_TEMPLATE_FILE = 'index.html';
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
/** A remote's container script, next to its manifest (the one unhashed name: the manifest points at it). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const ASSET_URL_PREFIX = '/_mf/';
export const ROUTING_TABLE_KEY = 'routing-table';

/** Module Federation container name -> the package that builds it, and what it exposes. */
export const REMOTES = {
  navigation: { package: 'remote-navigation', exposes: ['./TopBar', './Footer', './ShareBar'] },
  newsletter: { package: 'remote-newsletter', exposes: ['./NewsletterInline', './NewsletterModal'] },
  jobs: {
    package: 'remote-jobs',
    exposes: [
      './JobSearch',
      './JobPage',
      './MarketInsights',
      './PostJob',
      './EmployerJobs',
      './JobModeration',
      // The directory and a company page (with `slug`) share one expose, and the Sources tab rides on
      // JobModeration's: every expose is an entry in the container's first-load manifest.
      './Companies',
      // The alert list and the pages of an alert mail's links (with `view`): one expose.
      './Alerts',
    ],
  },
  // One expose per page family, each page picked by a prop (every expose is a manifest entry).
  content: { package: 'remote-content', exposes: ['./Blog', './ContentPage', './SocialProof'] },
} as const;

export type RemoteName = keyof typeof REMOTES;

/**
 * The remotes a first page renders before the load event: the job search or job page (the
 * largest paint, so hinted first) and the top bar (every page). The newsletter remote renders only in the footer, which waits
 * for the page to be idle, and inside lazily loaded pages, so the gateway does not hint
 * its files: preloaded, they competed with the first page and went unused for seconds.
 */
export const FIRST_PAINT_REMOTES: readonly RemoteName[] = ['jobs', 'navigation'];
export type RemotePackage = (typeof REMOTES)[RemoteName]['package'];
export type FrontEndPackage = typeof SHELL_PACKAGE | RemotePackage;
export type ExposedModule = {
  [N in RemoteName]: `${N}/${(typeof REMOTES)[N]['exposes'][number] extends `./${infer M}` ? M : never}`;
}[RemoteName];

export const FRONT_END_PACKAGES: readonly FrontEndPackage[] = [SHELL_PACKAGE, ...Object.values(REMOTES).map((r) => r.package)];

/** Versions are content hashes of the built folder: immutable, safe to cache forever. */
export const VERSION_PATTERN = /^[a-z0-9][a-z0-9.-]{0,63}$/;
export const PACKAGE_PATTERN = /^[a-z0-9-]{1,64}$/;

export function assetKey(pkg: string, version: string, file: string): string {
  return `${pkg}/${version}/${file}`;
}

export function assetUrl(pkg: string, version: string, file: string): string {
  return `${ASSET_URL_PREFIX}${pkg}/${version}/${file}`;
}

export interface LiveVersion {
  version: string;
  weight: number;
}
export interface PublishedVersion {
  version: string;
  publishedAt: string;
}
export interface PackageRouting {
  live: LiveVersion[];
  published: PublishedVersion[];
}
export interface RoutingTable {
  schema: 1;
  packages: Record<string, PackageRouting>;
}

export function emptyRoutingTable(): RoutingTable {
  return { schema: 1, packages: {} };
}
