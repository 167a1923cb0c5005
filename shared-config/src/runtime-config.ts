/**
 * What the gateway injects into every HTML document as `window.__CHAINWORK__`:
 * the remote map the shell registers at runtime, the versions served, and the
 * public settings that come from the environment (never secrets).
 */
import type { RemoteName } from './federation/contract';

export const RUNTIME_CONFIG_GLOBAL = '__CHAINWORK__';

export interface PublicSettings {
  siteUrl: string;
  signInPath: string;
  signUpPath: string;
  newsletterSubscribeUrl: string;
  analyticsToken: string;
  webAnalyticsId: string;
  authPublishableKey: string;
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
}

declare global {
  interface Window { __CHAINWORK__?: RuntimeConfig }
}

export function readRuntimeConfig(): RuntimeConfig | undefined {
  return typeof window === 'undefined' ? undefined : window.__CHAINWORK__;
}
