import { readRuntimeConfig, REMOTES, type RemoteName } from '@chainwork/shared-config';

/*
 * The parts of `window.__CHAINWORK__` the shell itself relies on, checked at the
 * boundary: a malformed injection must degrade to "remotes unavailable" (or, field by
 * field, to its fallback), never crash the page before anything renders.
 *
 * Checked by hand, not with a schema library: this runs on every first paint, and even Zod
 * Mini's core was 16 KB gzip of it. The config is JSON the gateway wrote into the document,
 * so the checks are few and shallow; runtime-config.test.ts holds the Zod Mini schema these
 * checks replace and proves, over generated configs, that both read every input alike.
 */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What the API's record schemas accept: an object literal (JSON gives no other kind). */
const isPlainObject = (value: unknown): value is JsonObject => {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** An answer in superjson's wire form: an object with its `json` key. */
const isWireForm = (value: unknown): value is JsonObject => isObject(value) && 'json' in value;

const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/;

function canParseUrl(value: string): boolean {
  if (typeof URL.canParse === 'function') return URL.canParse(value);
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A URL as the WHATWG parser reads it: trimmed, and without the tabs and newlines it ignores. */
function readUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return canParseUrl(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : null;
}

function readSettings(value: unknown): { siteUrl: string; email: string | null } {
  const siteUrl = isObject(value) ? readUrl(value.siteUrl) : null;
  if (!isObject(value) || siteUrl === null) return { siteUrl: currentOrigin(), email: null };
  const social = value.social;
  return { siteUrl, email: isObject(social) && typeof social.email === 'string' && MAILTO.test(social.email) ? social.email : null };
}

function readJob(value: unknown): ShellConfig['job'] {
  return isObject(value) && typeof value.slug === 'string' && value.slug.length > 0 && isWireForm(value.data)
    ? { slug: value.slug, data: value.data }
    : undefined;
}

// The inputs are the api's to judge: a key nothing asks with is never read.
function readSearch(value: unknown): ShellConfig['search'] {
  return isObject(value) &&
    isPlainObject(value.input) &&
    isPlainObject(value.filters) &&
    isWireForm(value.page) &&
    isWireForm(value.featured)
    ? { input: value.input, filters: value.filters, page: value.page, featured: value.featured }
    : undefined;
}

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
  const value = raw ?? {};
  if (!isObject(value)) return { remotes: {}, siteUrl: currentOrigin(), contactEmail: null, status: 200 };
  const injected = isPlainObject(value.remotes) ? value.remotes : {};
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const entry = injected[name];
    if (typeof entry === 'string' && entry.length > 0) remotes[name] = entry;
  }
  const settings = readSettings(value.settings);
  const job = readJob(value.job);
  const search = readSearch(value.search);
  return {
    remotes,
    siteUrl: settings.siteUrl,
    contactEmail: settings.email,
    status: typeof value.status === 'number' && Number.isSafeInteger(value.status) ? value.status : 200,
    ...(job ? { job } : {}),
    ...(search ? { search } : {}),
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
