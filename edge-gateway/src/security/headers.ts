/**
 * Security headers. Every response: no content sniffing, a referrer policy, HSTS
 * (browsers ignore it on plain http, so the local site is unaffected). Documents also get
 * the Content Security Policy with this response's nonce and may never be framed.
 *
 * The CSP is nonce-based with 'strict-dynamic': the template's scripts and the ones the
 * gateway injects carry the nonce, and whatever they load at runtime (the shell's chunks,
 * each remote's remoteEntry.js and chunks, added through the DOM by Module Federation) is
 * trusted through them, so no remote URL or version has to be listed. Styles allow
 * 'unsafe-inline' because Emotion (Chakra) writes <style> tags at runtime.
 */
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

/** Only plain https origins reach the header: a stray `;` or quote could not add a directive. */
function sources(list: readonly string[] | undefined): string {
  return (list ?? []).filter((origin) => ORIGIN.test(origin)).map((origin) => ` ${origin}`).join('');
}

export function contentSecurityPolicy(nonce: string, extra: ExtraOrigins = {}): string {
  return [
    "default-src 'self'",
    // Browsers that know 'strict-dynamic' ignore the host list; older ones need it.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${sources(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // Company logos come from employers' own hosts.
    `img-src 'self' data: https:${sources(extra.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${sources(extra.connect)}`,
    `frame-src 'self'${sources(extra.frame)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every gateway response carries. */
export function commonSecurityHeaders(): Record<string, string> {
  return {
    'strict-transport-security': HSTS,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
  };
}

/** Headers of an HTML document, on top of the common ones. */
export function documentSecurityHeaders(nonce: string, extra: ExtraOrigins = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, extra),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
