/** The 405 of every path family that serves GET (and HEAD, which Hono answers from GET) only. */
import type { Context } from 'hono';
import { errorText } from '../middleware/request-id';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export function methodNotAllowed(c: Context): Response {
  return c.text(errorText('Method not allowed'), 405, { allow: 'GET, HEAD', [SERVED_BY_HEADER]: SERVED_BY });
}
