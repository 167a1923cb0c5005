import { z } from 'zod/mini';
import { readRuntimeConfig, REMOTES, type RemoteName } from '@chainwork/shared-config';

/**
 * The parts of `window.__CHAINWORK__` the shell itself relies on, checked at the
 * boundary: a malformed injection must degrade to "remotes unavailable", never crash
 * the page before anything renders. Zod Mini, not zod: this runs on every first paint,
 * and Mini's functions tree-shake down to what the schema uses, where zod's methods
 * bring all of zod (~25 KB gzip).
 */
const remoteNames = Object.keys(REMOTES) as [RemoteName, ...RemoteName[]];
const shellConfigSchema = z.object({
  remotes: z.catch(z.record(z.string(), z.unknown()), {}),
  settings: z.catch(
    z.object({
      siteUrl: z.url(),
      social: z.catch(z.optional(z.object({ email: z.string().check(z.regex(/^mailto:[^\s@]+@[^\s@]+$/)) })), undefined),
    }),
    () => ({ siteUrl: currentOrigin(), social: undefined }),
  ),
  status: z.catch(z.int(), 200),
  job: z.catch(z.optional(z.object({ slug: z.string().check(z.minLength(1)), data: z.looseObject({ json: z.unknown() }) })), undefined),
  // The inputs are the api's to judge: a key nothing asks with is never read.
  search: z.catch(
    z.optional(
      z.object({
        input: z.record(z.string(), z.unknown()),
        filters: z.record(z.string(), z.unknown()),
        page: z.looseObject({ json: z.unknown() }),
        featured: z.looseObject({ json: z.unknown() }),
      }),
    ),
    undefined,
  ),
});

export interface ShellConfig {
  /** Container name -> manifest URL, only for containers the contract knows. */
  remotes: Partial<Record<RemoteName, string>>;
  siteUrl: string;
  /** `mailto:` link for contact, when configured. */
  contactEmail: string | null;
  /** Status the gateway answered the first document with. */
  status: number;
  /** A job page's job, as the gateway fetched it (superjson wire form). */
  job?: { slug: string; data: unknown };
  /** The first search page of `/` (RuntimeConfig.search): the inputs it answers, the answers in superjson wire form. */
  search?: { input: Record<string, unknown>; filters: Record<string, unknown>; page: unknown; featured: unknown };
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function parseShellConfig(raw: unknown): ShellConfig {
  const parsed = shellConfigSchema.safeParse(raw ?? {});
  const value = parsed.success
    ? parsed.data
    : { remotes: {}, settings: { siteUrl: currentOrigin(), social: undefined }, status: 200, job: undefined, search: undefined };
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const entry = value.remotes[name];
    if (typeof entry === 'string' && entry.length > 0) remotes[name] = entry;
  }
  return {
    remotes,
    siteUrl: value.settings.siteUrl,
    contactEmail: value.settings.social?.email ?? null,
    status: value.status,
    ...(value.job ? { job: value.job } : {}),
    ...(value.search ? { search: value.search } : {}),
  };
}

let cached: ShellConfig | undefined;

/** The shell's view of the injected runtime config, read once per page load. */
export function shellConfig(): ShellConfig {
  cached ??= parseShellConfig(readRuntimeConfig());
  return cached;
}

/** Tests only: read the injected config again on next use. */
export function clearShellConfigCache(): void {
  cached = undefined;
}
