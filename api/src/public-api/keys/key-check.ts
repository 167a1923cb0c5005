/**
 * The API key check in front of every `/api/v1` read: no Authorization header reads
 * anonymously; a header that is not `Bearer cw_<43 base64url characters>`, or names an
 * unknown or revoked key, is a 401 in the error shape: a caller who meant to use a key is
 * never served as anonymous (and so never mistakes the lower limit for theirs). The key
 * only proves who is calling for the limits: it never stands for a signed-in person.
 */
import type { MiddlewareHandler } from 'hono';
import { API_KEY_HEADER, API_KEY_PATTERN, API_KEY_SCHEME } from '@chainwork/shared-config/public-api';
import type { Env } from '../../env';
import { CORS_HEADERS } from '../cors';
import { errorResponse, PUBLIC_API_MESSAGES, PublicApiError } from '../errors';
import { useKey } from './api-keys-repo';
import { hashApiKey } from './key-material';

const CHALLENGE = { ...CORS_HEADERS, 'www-authenticate': `${API_KEY_SCHEME} realm="api"` };

/** The key in an Authorization header value, or null when the value is not a whole key. */
export function presentedKey(header: string): string | null {
  const match = /^bearer +(\S+)$/i.exec(header.trim());
  return match && API_KEY_PATTERN.test(match[1]!) ? match[1]! : null;
}

export function apiKeyCheck(clock: () => Date): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const header = c.req.header(API_KEY_HEADER);
    if (c.req.method === 'OPTIONS' || header === undefined) return next();
    const key = presentedKey(header);
    if (!key) return errorResponse(new PublicApiError('unauthorized', PUBLIC_API_MESSAGES.malformedKey), CHALLENGE);
    let known: boolean;
    try {
      known = await useKey(c.env.DB, await hashApiKey(key), clock());
    } catch (error) {
      console.error('api key check failed:', error);
      return errorResponse(new PublicApiError('internal', PUBLIC_API_MESSAGES.internal), CORS_HEADERS);
    }
    if (!known) return errorResponse(new PublicApiError('unauthorized', PUBLIC_API_MESSAGES.unauthorized), CHALLENGE);
    return next();
  };
}
