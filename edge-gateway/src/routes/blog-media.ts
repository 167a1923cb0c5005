/**
 * `/blog/media/<name>`: a post's cover or figure, from the api's copy of content/blog/media.
 * The files are SVG checked at load time; they are still served under a CSP that allows
 * no script and no outside resource, so an SVG opened on its own is inert. The content
 * hash is the ETag: a changed file is seen within the cache lifetime, an unchanged one
 * costs a 304.
 */
import { Hono } from 'hono';
import type { BlogMedia } from '@chainwork/api';
import { BLOG_MEDIA_NAME_PATTERN } from '@chainwork/shared-config';
import { MEDIA_CSP } from '@chainwork/shared-config/posting';
import type { GatewayEnv } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import { DEFAULT_API_TIMEOUT_MS } from '../meta/job-meta';
import type { GatewayState } from '../state';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const MEDIA_CACHE_CONTROL = 'public, max-age=3600';
export { MEDIA_CSP };

export function blogMedia(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  const plain = (text: string, status: 404 | 405 | 503, extra: Record<string, string> = {}) =>
    new Response(text, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY, ...extra },
    });

  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    if (!BLOG_MEDIA_NAME_PATTERN.test(name)) return plain('Not found', 404);
    let media: BlogMedia;
    try {
      media = await apiClient(c.env.API, { timeoutMs: DEFAULT_API_TIMEOUT_MS, breaker: state.breaker }).blog.media.query({ name });
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'error' && failure.code === 'NOT_FOUND') return plain('Not found', 404);
      console.error(
        `[gateway] blog media "${name}" unavailable: ${failure.kind === 'unavailable' ? failure.reason : `api error ${failure.code}`}`,
      );
      return plain('Temporarily unavailable, please retry later.', 503, { 'retry-after': '60' });
    }
    const etag = `"${media.hash}"`;
    const headers = {
      etag,
      'cache-control': MEDIA_CACHE_CONTROL,
      'content-security-policy': MEDIA_CSP,
      [SERVED_BY_HEADER]: SERVED_BY,
    };
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(media.body, { status: 200, headers: { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' } });
  });
  app.all('/:name', () => plain('Method not allowed', 405, { allow: 'GET, HEAD' }));
  return app;
}
