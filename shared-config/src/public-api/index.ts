/**
 * @chainwork/shared-config/public-api: the public read API's constants (`/api/v1`), read by
 * the api (routes, keys, cache headers), the gateway (routing, limits) and the /developers
 * and account pages. A subpath of its own: no first load pays for it.
 */

/** Where the public read API lives on the site. */
export const PUBLIC_API_PREFIX = '/api/v1';
export const PUBLIC_API_VERSION = '1.0.0';

/** An API key is sent as `Authorization: Bearer cw_...` (an OpenAPI http bearer scheme). */
export const API_KEY_HEADER = 'authorization';
export const API_KEY_SCHEME = 'Bearer';
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'cw_';
/** Random bytes in a key (base64url: 43 characters after the prefix). */
export const API_KEY_BYTES = 32;
/** The whole key's length and alphabet; anything else is refused before a lookup. */
export const API_KEY_PATTERN = /^cw_[A-Za-z0-9_-]{43}$/;
/** Characters of a key kept in clear for display (the prefix and a few more): "cw_AbCd1234". */
export const API_KEY_DISPLAY_LENGTH = 11;
export const API_KEY_NAME_MAX = 60;
/** Unrevoked keys one person may hold at once. */
export const API_KEYS_PER_PERSON = 10;
/** A key's last use is written at most this often (ms): a busy key does not write on every call. */
export const API_KEY_LAST_USED_EVERY_MS = 60_000;

/**
 * How long a reader may reuse an answer without asking (seconds); after that it asks with
 * If-None-Match and gets a 304 while nothing changed. A job board changes by the minute.
 */
export const PUBLIC_API_MAX_AGE_SECONDS = 60;
export const PUBLIC_API_CACHE_CONTROL = `public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`;
/**
 * A keyed answer: only the key's holder may keep it, and it asks again every time (a 304 while
 * nothing changed), so a revoked key stops working at once, not a minute later from a cache.
 */
export const PUBLIC_API_KEYED_CACHE_CONTROL = 'private, no-cache';

/**
 * Calls per period at the gateway: per client address without a key, per key with one.
 * A reader polling a few searches every minute fits the first; an aggregator the second.
 */
export const PUBLIC_API_LIMITS = {
  anonymous: { units: 60, periodSeconds: 60 },
  keyed: { units: 600, periodSeconds: 60 },
} as const;

/** The error codes of the API's one error shape, `{ "error": { "code", "message", "param"? } }`. */
export const PUBLIC_API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type PublicApiErrorCode = (typeof PUBLIC_API_ERROR_CODES)[number];

/** Tags `/api/v1/tags` lists at most, most used first. */
export const PUBLIC_API_TAGS_MAX = 200;

/** The gateway's 429 message, in the API's error shape (`rate_limited`), with Retry-After. */
export const PUBLIC_API_RATE_LIMITED_MESSAGE = 'Too many requests; retry after the Retry-After seconds';

/** What apiKeys.create answers past API_KEYS_PER_PERSON. */
export const API_KEY_LIMIT_MESSAGE = `You have ${API_KEYS_PER_PERSON} API keys already; revoke one to create another`;
export const API_KEY_NOT_FOUND_MESSAGE = 'No such API key';

/** The 405 of any other method, from the api or the gateway alike. */
export const PUBLIC_API_METHOD_NOT_ALLOWED_MESSAGE = 'Only GET, HEAD and OPTIONS are served';

/** The gateway's 503 when the api gives no answer, in the API's error shape (`unavailable`), with Retry-After. */
export const PUBLIC_API_UNAVAILABLE_MESSAGE = 'The service is unavailable; retry after the Retry-After seconds';
export const PUBLIC_API_UNAVAILABLE_RETRY_SECONDS = 60;
