import type { Context } from 'hono';
import { ERROR_MESSAGES } from '../error-messages';
import { logPrefix } from './log-prefix';

/** Any path the api does not serve. */
export function notFound(c: Context): Response {
  return c.json({ error: ERROR_MESSAGES.routeNotFound }, 404);
}

/** An error thrown outside tRPC: logged whole, answered masked. */
export function internalError(error: Error, c: Context): Response {
  console.error(`${logPrefix(c.req.raw.headers)} unhandled error:`, error);
  return c.json({ error: ERROR_MESSAGES.internal }, 500);
}
