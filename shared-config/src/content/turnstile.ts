/**
 * Cloudflare Turnstile's documented test keys. Locally the site runs with the
 * always-pass pair: the browser shows a local stand-in instead of loading Cloudflare's
 * script, and the api accepts the dummy token without a network call.
 */
export const TURNSTILE_TEST_SITE_KEYS = { pass: '1x00000000000000000000AA', block: '2x00000000000000000000AB' } as const;
export const TURNSTILE_TEST_SECRETS = { pass: '1x0000000000000000000000000000000AA', fail: '2x0000000000000000000000000000000AA' } as const;
/** What the test widget hands the page, and what a test secret checks for. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function isTurnstileTestSiteKey(siteKey: string): boolean {
  return (Object.values(TURNSTILE_TEST_SITE_KEYS) as string[]).includes(siteKey);
}
