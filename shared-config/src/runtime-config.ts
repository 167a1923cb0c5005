/**
 * What the gateway injects into every HTML document as `window.__CHAINWORK__`:
 * the remote map the shell registers at runtime, the versions served, and the
 * public settings that come from the environment (never secrets).
 */
import type { RemoteName } from './federation/contract';
import type { AuthProviderName, SessionInfo } from './accounts';
import type { SearchFilters, SearchInput } from './search/schema';
import { DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH } from './constants';

export const RUNTIME_CONFIG_GLOBAL = '__CHAINWORK__';

export interface PublicSettings {
  siteUrl: string;
  signInPath: string;
  signUpPath: string;
  newsletterSubscribeUrl: string;
  analyticsToken: string;
  webAnalyticsId: string;
  authPublishableKey: string;
  /** Cloudflare Turnstile's site key for the feedback form (a documented test key locally). */
  turnstileSiteKey: string;
  /** Who signs people in: the local provider (default) or Clerk (AUTH_PROVIDER). */
  authProvider: AuthProviderName;
  social: { email: string; microblog: string; messaging: string; chat: string };
}

export interface RuntimeConfig {
  /** Module Federation container name -> its manifest URL (same origin). */
  remotes: Partial<Record<RemoteName, string>>;
  /** package -> version, as served to this visitor. */
  versions: Record<string, string>;
  settings: PublicSettings;
  /** HTTP status the gateway answered this document with (404 and 410 pages render from it). */
  status: number;
  /**
   * A job page's job as the gateway already fetched it for the metadata (superjson wire
   * form, as the api answered), so the page renders without asking the api again.
   */
  job?: { slug: string; data: unknown };
  /**
   * The first page of the search a document of `/` shows, as the gateway fetched it: the
   * `jobs.search` input and its first page, the `jobs.featured` input (the search's filters)
   * and its pinned jobs, answers in superjson wire form. The shell seeds the query cache
   * under these inputs' keys, so the results render without asking the api.
   */
  search?: { input: SearchInput; filters: SearchFilters; page: unknown; featured: unknown };
  /** The visitor's session as the gateway verified it for this document; null when signed out. */
  session?: SessionInfo | null;
}

declare global {
  // Declares the global for browser code; harmless where no DOM library exists.
  interface Window {
    __CHAINWORK__?: RuntimeConfig;
  }
}

/**
 * The page's globals, reached through `globalThis` so this module type-checks in Workers
 * packages too (they have no DOM library) and returns nothing outside a browser.
 */
interface BrowserGlobals {
  __CHAINWORK__?: RuntimeConfig;
  location?: { origin: string };
}
const browserGlobals = globalThis as BrowserGlobals;

export function readRuntimeConfig(): RuntimeConfig | undefined {
  return browserGlobals.__CHAINWORK__;
}

const EMPTY_SOCIAL: PublicSettings['social'] = { email: '', microblog: '', messaging: '', chat: '' };

/**
 * The public settings for front ends, whatever the page was served by: the gateway's
 * injected values, or (page opened without the gateway, unit tests) the current origin
 * and the requirements' default paths, with nothing optional configured. Callers treat an
 * empty string as "not configured".
 */
export function publicSettings(): PublicSettings {
  const injected = readRuntimeConfig()?.settings;
  const origin = browserGlobals.location?.origin ?? '';
  return {
    siteUrl: injected?.siteUrl || origin,
    signInPath: injected?.signInPath || DEFAULT_SIGN_IN_PATH,
    signUpPath: injected?.signUpPath || DEFAULT_SIGN_UP_PATH,
    newsletterSubscribeUrl: injected?.newsletterSubscribeUrl ?? '',
    analyticsToken: injected?.analyticsToken ?? '',
    webAnalyticsId: injected?.webAnalyticsId ?? '',
    authPublishableKey: injected?.authPublishableKey ?? '',
    turnstileSiteKey: injected?.turnstileSiteKey ?? '',
    authProvider: injected?.authProvider ?? 'local',
    social: { ...EMPTY_SOCIAL, ...(injected?.social ?? {}) },
  };
}
