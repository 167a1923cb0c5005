/**
 * The gateway's security policy, as options for Hono's `secureHeaders` (applied in
 * middleware/security-headers). Every response: no content sniffing, a referrer policy,
 * HSTS (browsers ignore it on plain http, so the local site is unaffected). Documents also
 * get the Content Security Policy with this response's nonce (Hono's NONCE) and may never
 * be framed.
 *
 * The CSP is nonce-based with 'strict-dynamic': the template's scripts and the ones the
 * gateway injects carry the nonce, and whatever they load at runtime (the shell's chunks,
 * each remote's remoteEntry.js and chunks, added through the DOM by Module Federation) is
 * trusted through them, so no remote URL or version has to be listed. Styles allow
 * 'unsafe-inline' because Emotion (Chakra) writes <style> tags at runtime.
 *
 * What `secureHeaders` lacks and this file adds: the third-party origins of the services a
 * deployment configures join their directives per request, and only plain https origins
 * do (a stray `;` or quote in a setting could otherwise add a directive).
 */
import type { Context } from 'hono';
import { NONCE, type secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Third-party origins the configured services need (analytics, hosted auth); none by default. */
export interface ExtraOrigins {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
}

const ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i;

/** Only plain https origins reach the header. */
export function validOrigins(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((origin) => ORIGIN.test(origin));
}

/** Hono's secureHeaders sets everything it knows unless told otherwise; the gateway sets these only. */
const NOTHING_ELSE = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies SecureHeadersOptions;

/** Every response; a value a route set on purpose is kept. */
export const COMMON_SECURITY_HEADERS: SecureHeadersOptions = {
  ...NOTHING_ELSE,
  strictTransportSecurity: HSTS,
  xContentTypeOptions: true,
  referrerPolicy: REFERRER_POLICY,
  overwrite: false,
};

type OriginsOf = (c: Context) => ExtraOrigins;

/** `'self'` (or the fixed sources) plus the configured origins of one kind, for this request. */
function withOrigins(fixed: string[], kind: keyof ExtraOrigins, originsOf: OriginsOf) {
  return (c: Context) => [...fixed, ...validOrigins(originsOf(c)[kind])].join(' ');
}

/** Documents: the CSP with a fresh nonce per response, no framing, no powerful features. */
export function documentSecurityOptions(originsOf: OriginsOf = () => ({})): SecureHeadersOptions {
  return {
    ...NOTHING_ELSE,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Browsers that know 'strict-dynamic' ignore the host list; older ones need it.
      scriptSrc: [(c, directive) => [NONCE(c, directive), "'strict-dynamic'", ...validOrigins(originsOf(c).script)].join(' ')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Company logos come from employers' own hosts.
      imgSrc: [withOrigins(["'self'", 'data:', 'https:'], 'img', originsOf)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [withOrigins(["'self'"], 'connect', originsOf)],
      frameSrc: [withOrigins(["'self'"], 'frame', originsOf)],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  };
}
