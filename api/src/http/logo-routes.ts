/**
 * Company logos: `POST /uploads/logo` (the gateway's LOGO_UPLOAD_PATH: it verifies the session,
 * refuses other sites and caps the size, then forwards the file and the verified identity) and
 * `GET /media/logos/<sha256>.<ext>` (proxied as is). A logo is checked by content
 * (uploads/logo-check.ts), stored in R2 under its content hash, so its URL never changes
 * meaning and can be cached for a year; it is served under a CSP that runs nothing, whatever
 * it contains.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LOGO_MAX_BYTES, LOGO_PATH_PATTERN, LOGO_PATH_PREFIX, MEDIA_CSP, type LogoContentType } from '@chainwork/shared-config/posting';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { identityFromHeaders } from '../auth/identity';
import type { Env } from '../env';
import { checkLogo, LOGO_MESSAGES } from '../uploads/logo-check';

export const LOGO_UPLOAD_ROUTE = '/uploads/logo';
export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const SIGN_IN_MESSAGE = 'Please sign in to continue';
const LOGO_KEY_PREFIX = 'logos/';
const CONTENT_TYPES: Record<string, LogoContentType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };
const NO_STORE = { 'cache-control': 'no-store' } as const;

export function logoRoutes() {
  return new Hono<{ Bindings: Env }>()
    .post(
      LOGO_UPLOAD_ROUTE,
      bodyLimit({ maxSize: LOGO_MAX_BYTES, onError: (c) => c.json({ error: LOGO_MESSAGES.tooLarge }, 413, NO_STORE) }),
      async (c) => {
        if (!identityFromHeaders(c.req.raw.headers)) return c.json({ error: SIGN_IN_MESSAGE }, 401, NO_STORE);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const check = checkLogo(bytes);
        if (!check.ok) return c.json({ error: check.message }, 400, NO_STORE);
        const name = `${await sha256Hex(bytes)}.${check.extension}`;
        await c.env.LOGOS.put(`${LOGO_KEY_PREFIX}${name}`, bytes, {
          httpMetadata: { contentType: check.contentType, cacheControl: LOGO_CACHE_CONTROL },
        });
        return c.json({ path: `${LOGO_PATH_PREFIX}${name}` }, 201, NO_STORE);
      },
    )
    .get(`${LOGO_PATH_PREFIX}:file`, async (c) => {
      const file = c.req.param('file');
      const path = `${LOGO_PATH_PREFIX}${file}`;
      if (!LOGO_PATH_PATTERN.test(path)) return c.text('Not found', 404, NO_STORE);
      const object = await c.env.LOGOS.get(`${LOGO_KEY_PREFIX}${file}`);
      if (!object) return c.text('Not found', 404, NO_STORE);
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return c.body(object.body, 200, {
        'content-type': CONTENT_TYPES[extension]!,
        'cache-control': LOGO_CACHE_CONTROL,
        etag: `"${file.slice(0, file.lastIndexOf('.'))}"`,
        'content-security-policy': MEDIA_CSP,
        'x-content-type-options': 'nosniff',
      });
    });
}
