/**
 * CORS for the read API: any site may read it from a browser (GET and HEAD, no credentials:
 * the API reads no cookie), and a preflight is answered here with what a reader may send
 * (its API key, a conditional GET) and what it may read back (the tag, the limit's wait).
 */
import { API_KEY_HEADER } from '@chainwork/shared-config/public-api';

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After',
} as const;

/** A day: browsers cap it lower themselves (Chromium at two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

export const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': `${API_KEY_HEADER}, if-none-match`,
  'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
} as const;

/** The answer to any OPTIONS request under the API. */
export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: { ...PREFLIGHT_HEADERS, 'cache-control': `public, max-age=${PREFLIGHT_MAX_AGE_SECONDS}` },
  });
}
