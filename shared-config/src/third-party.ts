/**
 * The third-party services the front ends talk to, and where. Runtime-agnostic (no DOM):
 * the browser code builds its requests from these, and the gateway builds its Content
 * Security Policy from `thirdPartyOrigins`, so the two cannot disagree. A subpath
 * (`@chainwork/shared-config/third-party`), not the root entry every first page loads: only the
 * gateway and the browser facade (which imports it itself) read it.
 */
import type { PublicSettings } from './runtime-config';
import { TURNSTILE_ORIGIN, isTurnstileTestSiteKey } from './content/turnstile';

/** Product analytics: Mixpanel's ingestion API for browsers. */
export const MIXPANEL_ORIGIN = 'https://api-js.mixpanel.com';
/** Web analytics: Cloudflare Web Analytics' script, and where it reports to. */
export const WEB_ANALYTICS_SCRIPT_URL = 'https://static.cloudflareinsights.com/beacon.min.js';
export const WEB_ANALYTICS_REPORT_ORIGIN = 'https://cloudflareinsights.com';
/** Clerk's bot protection runs in a frame from here on its sign-in and sign-up forms. */
export const CLERK_CHALLENGE_ORIGIN = 'https://challenges.cloudflare.com';
export const CLERK_IMAGE_ORIGIN = 'https://img.clerk.com';
export const CLERK_JS_MAJOR = '5';

/**
 * The hosted auth provider (Clerk) instance's Frontend API host, which its publishable
 * key encodes: `pk_test_` or `pk_live_` + base64("<host>$"). null for anything else.
 */
export function clerkFrontendApi(publishableKey: string): string | null {
  const match = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey.trim());
  if (!match) return null;
  let decoded: string;
  try {
    decoded = atob(match[1]!);
  } catch {
    return null;
  }
  if (!decoded.endsWith('$')) return null;
  const host = decoded.slice(0, -1);
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? host : null;
}

/** Clerk's browser script, served by the instance's own host. */
export function clerkScriptUrl(frontendApi: string): string {
  return `https://${frontendApi}/npm/@clerk/clerk-js@${CLERK_JS_MAJOR}/dist/clerk.browser.js`;
}

export interface ThirdPartyOrigins {
  /** Scripts the page adds at runtime (trusted through 'strict-dynamic'; listed for CSP level 2 browsers). */
  script: string[];
  /** fetch / sendBeacon targets (CSP connect-src). */
  connect: string[];
  /** Frames (CSP frame-src). */
  frame: string[];
  /** Images (CSP img-src). */
  img: string[];
}

/** Exactly the origins the configured services need; nothing for a service that is not configured. */
export function thirdPartyOrigins(
  settings: Pick<PublicSettings, 'analyticsToken' | 'webAnalyticsId' | 'authPublishableKey'> &
    Partial<Pick<PublicSettings, 'turnstileSiteKey'>>,
): ThirdPartyOrigins {
  const origins: ThirdPartyOrigins = { script: [], connect: [], frame: [], img: [] };
  if (settings.analyticsToken.trim()) origins.connect.push(MIXPANEL_ORIGIN);
  if (settings.webAnalyticsId.trim()) {
    origins.script.push(new URL(WEB_ANALYTICS_SCRIPT_URL).origin);
    origins.connect.push(WEB_ANALYTICS_REPORT_ORIGIN);
  }
  const clerkHost = clerkFrontendApi(settings.authPublishableKey);
  if (clerkHost) {
    origins.script.push(`https://${clerkHost}`, CLERK_CHALLENGE_ORIGIN);
    origins.connect.push(`https://${clerkHost}`);
    origins.frame.push(CLERK_CHALLENGE_ORIGIN);
    origins.img.push(CLERK_IMAGE_ORIGIN);
  }
  // Turnstile's widget: a script and a frame from Cloudflare, unless a test key runs the local stand-in.
  const turnstileKey = settings.turnstileSiteKey?.trim() ?? '';
  if (turnstileKey && !isTurnstileTestSiteKey(turnstileKey)) {
    origins.script.push(TURNSTILE_ORIGIN);
    origins.frame.push(TURNSTILE_ORIGIN);
  }
  return {
    script: [...new Set(origins.script)],
    connect: [...new Set(origins.connect)],
    frame: [...new Set(origins.frame)],
    img: [...new Set(origins.img)],
  };
}
