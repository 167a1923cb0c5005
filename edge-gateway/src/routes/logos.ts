/**
 * Company logos: `POST /api/uploads/logo` (signed in, same site; the body is the file) and
 * `GET /media/logos/<sha256>.<ext>`. A logo is checked by content (uploads/logo-check.ts),
 * stored in R2 under its content hash, so its URL never changes meaning and can be cached
 * for a year; it is served under a CSP that runs nothing, whatever it contains.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  LOGO_MAX_BYTES,
  LOGO_PATH_PATTERN,
  LOGO_PATH_PREFIX,
  LOGO_UPLOAD_PATH,
  type LogoContentType,
} from '@chainwork/shared-config/posting';
import { isCrossSiteRequest } from '../auth/same-origin';
import { readSettings } from '../env';
import { session, type SessionEnv } from '../middleware/session';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { checkLogo, LOGO_MESSAGES } from '../uploads/logo-check';
import { MEDIA_CSP } from './blog-media';

export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const LOGO_KEY_PREFIX = 'logos/';
const CONTENT_TYPES: Record<string, LogoContentType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function logos() {
  const app = new Hono<SessionEnv>();
  const json = (body: object, status: 201 | 400 | 401 | 403 | 413) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY },
    });

  app.post(
    LOGO_UPLOAD_PATH,
    session(),
    bodyLimit({ maxSize: LOGO_MAX_BYTES, onError: () => json({ error: LOGO_MESSAGES.tooLarge }, 413) }),
    async (c) => {
      if (isCrossSiteRequest(c.req.raw.headers, c.req.url, readSettings(c.env).siteUrl))
        return json({ error: 'Cross-site request refused' }, 403);
      if (!c.get('session').ok) return json({ error: 'Please sign in to continue' }, 401);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const check = checkLogo(bytes);
      if (!check.ok) return json({ error: check.message }, 400);
      const name = `${await sha256Hex(bytes)}.${check.extension}`;
      await c.env.ASSETS.put(`${LOGO_KEY_PREFIX}${name}`, bytes, {
        httpMetadata: { contentType: check.contentType, cacheControl: LOGO_CACHE_CONTROL },
      });
      return json({ path: `${LOGO_PATH_PREFIX}${name}` }, 201);
    },
  );

  app.get(`${LOGO_PATH_PREFIX}:file`, async (c) => {
    const path = `${LOGO_PATH_PREFIX}${c.req.param('file')}`;
    const notFound = () => c.text('Not found', 404, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
    if (!LOGO_PATH_PATTERN.test(path)) return notFound();
    const object = await c.env.ASSETS.get(`${LOGO_KEY_PREFIX}${c.req.param('file')}`);
    if (!object) return notFound();
    const extension = path.slice(path.lastIndexOf('.') + 1);
    return new Response(object.body, {
      headers: {
        'content-type': CONTENT_TYPES[extension]!,
        'cache-control': LOGO_CACHE_CONTROL,
        etag: `"${path.slice(LOGO_PATH_PREFIX.length, path.lastIndexOf('.'))}"`,
        'content-security-policy': MEDIA_CSP,
        'x-content-type-options': 'nosniff',
        [SERVED_BY_HEADER]: SERVED_BY,
      },
    });
  });
  return app;
}
