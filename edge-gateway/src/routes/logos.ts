/**
 * Company logos at the edge: `POST /api/uploads/logo` and `GET /media/logos/<sha256>.<ext>`,
 * both the api's (api/src/http/logo-routes.ts: the check by content, the SVG allowlist,
 * storage in R2, the serving CSP), reached through the typed client. Here only what the
 * edge owns: the session verified once (the api gets the identity, never the cookie), other
 * sites refused, the size capped before a byte is forwarded.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_PATH_PATTERN, LOGO_PATH_PREFIX, LOGO_UPLOAD_PATH } from '@chainwork/shared-config/posting';
import { isCrossSiteRequest } from '../auth/same-origin';
import { readSettings } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import { session, type SessionEnv } from '../middleware/session';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';
import { forwardedRequestHeaders } from '../trpc/headers';

export function logos(state: GatewayState) {
  const app = new Hono<SessionEnv>();
  const json = (body: object, status: 403 | 413) =>
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
      const signedIn = c.get('session');
      // Only the verified identity goes along (none: the api answers 401), never the client's headers or cookies.
      const identity = Object.fromEntries(forwardedRequestHeaders(new Headers(), { identity: signedIn.ok ? signedIn.identity : null }));
      const body = await c.req.arrayBuffer();
      return orUnavailable(async () =>
        relayed(await apiRoutes(c, state).uploads.logo.$post(undefined, { headers: identity, init: { body } })),
      );
    },
  );

  app.get(`${LOGO_PATH_PREFIX}:file`, (c) => {
    const file = c.req.param('file');
    // A path that can never name a logo is not worth an api call.
    if (!LOGO_PATH_PATTERN.test(`${LOGO_PATH_PREFIX}${file}`))
      return c.text('Not found', 404, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
    return orUnavailable(async () => relayed(await apiRoutes(c, state).media.logos[':file'].$get({ param: { file } })));
  });
  return app;
}
