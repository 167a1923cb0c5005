/**
 * Company logos in the api (the gateway's thin proxy: edge-gateway's posting-edge.test.ts):
 * an upload checked by content, stored under its hash and served with a year of cache under
 * a CSP that runs nothing; refused when not an image, an SVG with a script, too large, or
 * from nobody signed in.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { IDENTITY_HEADERS } from '@chainwork/shared-config';
import { LOGO_MAX_BYTES, MEDIA_CSP } from '@chainwork/shared-config/posting';
import { LOGO_MESSAGES } from '../uploads/logo-check';
import { logoRoutes, SIGN_IN_MESSAGE } from './logo-routes';

const app = logoRoutes();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SIGNED_IN = {
  [IDENTITY_HEADERS.userId]: 'usr_ana',
  [IDENTITY_HEADERS.email]: 'ana@lumen.example',
  [IDENTITY_HEADERS.roles]: 'employer',
};

function upload(body: Uint8Array, headers: Record<string, string> = SIGNED_IN) {
  return app.request('/uploads/logo', { method: 'POST', body, headers }, env);
}

describe('company logos', () => {
  it('stores an image checked by content and serves it with a year of cache', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    expect(path).toMatch(/^\/media\/logos\/[a-f0-9]{64}\.png$/);
    const served = await app.request(path, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(served.headers.get('etag')).toBe(`"${path.slice('/media/logos/'.length, -'.png'.length)}"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await env.LOGOS.get(path.replace('/media/', ''))).not.toBeNull();
  });

  it('serves an SVG under the CSP that runs nothing', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const { path } = (await (await upload(svg)).json()) as { path: string };
    const served = await app.request(path, {}, env);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a file that is not an image, or an SVG with a script', async () => {
    const pdf = await upload(new TextEncoder().encode('%PDF-1.7'));
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ error: LOGO_MESSAGES.notImage });
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({ error: LOGO_MESSAGES.unsafeSvg });
  });

  it('takes uploads only from someone the gateway signed in, and up to the size cap', async () => {
    const anonymous = await upload(PNG, {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: SIGN_IN_MESSAGE });
    const tooLarge = await upload(new Uint8Array(LOGO_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: LOGO_MESSAGES.tooLarge });
  });

  it('answers 404 for a path that names no logo, or one never stored', async () => {
    expect((await app.request('/media/logos/not-a-hash.png', {}, env)).status).toBe(404);
    expect((await app.request(`/media/logos/${'0'.repeat(64)}.png`, {}, env)).status).toBe(404);
  });
});
