import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ASSET_KEY_MAX_BYTES } from '@chainwork/shared-config';
import { ASSET_CSP, cacheControlFor, contentTypeFor, parseAssetPath } from './remote-assets';
import { throwingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const PKG = 'remote-jobs';
const VERSION = 'jobs0d1e2f';

const files: Record<string, { body: string; contentType?: string }> = {
  'mf-manifest.json': { body: '{"id":"jobs"}', contentType: 'application/json; charset=utf-8' },
  'mf-stats.json': { body: '{}' },
  'remoteEntry.js': { body: 'var jobs;' },
  'index.html': { body: '<!doctype html><script>alert(document.cookie)</script>' },
  'page.txt': { body: '<script>alert(1)</script>', contentType: 'text/html' },
  'static/js/async/__federation_expose_JobPage.9f8e7d.js': { body: 'export{}' },
  'static/css/main.5a6b.css': { body: 'body{}' },
  'fonts/sora.4f5e.woff2': { body: 'wOF2' },
  'logo.svg': { body: '<svg/>' },
  'main.js.map': { body: '{}' },
  'LICENSE.txt': { body: 'MIT' },
  'blob.bin': { body: '\u0000\u0001' },
  'typed.js': { body: 'x', contentType: 'application/x-custom-js' },
};

function get(path: string, init: RequestInit = {}) {
  return createApp().request(path, init, testEnv(throwingApi()));
}

/** The asset store, counting what the gateway asks it. */
function countingStore(): { bucket: R2Bucket; gets: string[] } {
  const gets: string[] = [];
  const bucket = new Proxy(env.ASSETS, {
    get(target, property) {
      if (property === 'get')
        return (key: string, options?: R2GetOptions) => {
          gets.push(key);
          return target.get(key, options);
        };
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { bucket, gets };
}

beforeAll(async () => {
  for (const [file, { body, contentType }] of Object.entries(files)) {
    await env.ASSETS.put(`${PKG}/${VERSION}/${file}`, body, contentType ? { httpMetadata: { contentType } } : {});
  }
  // Something outside any package folder that traversal must never reach.
  await env.ASSETS.put('secret/credentials.json', '{"token":"nope"}');
});

describe('remote assets', () => {
  it('serves a stored file with its body, etag and CORS', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('var jobs;');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-served-by')).toBe('chainwork-gateway');
  });

  it.each([
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['mf-stats.json', 'application/json; charset=utf-8'],
    ['remoteEntry.js', 'text/javascript; charset=utf-8'],
    ['static/css/main.5a6b.css', 'text/css; charset=utf-8'],
    ['fonts/sora.4f5e.woff2', 'font/woff2'],
    ['logo.svg', 'image/svg+xml'],
    ['main.js.map', 'application/json; charset=utf-8'],
    ['LICENSE.txt', 'text/plain; charset=utf-8'],
    ['blob.bin', 'application/octet-stream'],
    ['typed.js', 'application/x-custom-js'],
  ])('serves %s as %s', async (file, type) => {
    const response = await get(`/_mf/${PKG}/${VERSION}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it.each([
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['static/js/async/__federation_expose_JobPage.9f8e7d.js', 'public, max-age=31536000, immutable'],
    ['static/css/main.5a6b.css', 'public, max-age=31536000, immutable'],
    ['fonts/sora.4f5e.woff2', 'public, max-age=31536000, immutable'],
  ])('caches %s with %s', async (file, cacheControl) => {
    const response = await get(`/_mf/${PKG}/${VERSION}/${file}`);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('answers 304 to a matching If-None-Match, with no body', async () => {
    const first = await get(`/_mf/${PKG}/${VERSION}/mf-manifest.json`);
    const etag = first.headers.get('etag')!;
    const second = await get(`/_mf/${PKG}/${VERSION}/mf-manifest.json`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(await second.text()).toBe('');
    const listed = await get(`/_mf/${PKG}/${VERSION}/mf-manifest.json`, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listed.status).toBe(304);
  });

  it('answers 200 to a stale If-None-Match', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/mf-manifest.json`, { headers: { 'if-none-match': '"stale"' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"jobs"}');
  });

  it('answers HEAD with headers only', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/remoteEntry.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers 404 in plain text, not cached, for a missing object or version', async () => {
    for (const path of [`/_mf/${PKG}/${VERSION}/nope.js`, `/_mf/${PKG}/missing9/remoteEntry.js`, '/_mf/unknown-pkg/v1/remoteEntry.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it.each([
    '/_mf/secret/credentials.json',
    `/_mf/${PKG}/${VERSION}/../../secret/credentials.json`,
    `/_mf/${PKG}/${VERSION}/%2e%2e/%2e%2e/secret/credentials.json`,
    `/_mf/${PKG}/${VERSION}/..%2f..%2fsecret%2fcredentials.json`,
    `/_mf/${PKG}/${VERSION}/..%5c..%5csecret%5ccredentials.json`,
    `/_mf/${PKG}/${VERSION}//remoteEntry.js`,
    `/_mf/${PKG}//remoteEntry.js`,
    `/_mf/${PKG}/${VERSION}/.hidden`,
    `/_mf/${PKG}/${VERSION}/`,
    `/_mf/${PKG.toUpperCase()}/${VERSION}/remoteEntry.js`,
  ])('refuses %s', async (path) => {
    const response = await get(path);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('token');
  });

  it('never serves an HTML file as a document: refused without asking the store', async () => {
    const store = countingStore();
    for (const file of ['index.html', 'nested/page.htm', 'x.xhtml']) {
      const response = await createApp().request(`/_mf/shell-app/v1/${file}`, {}, testEnv(throwingApi(), { ASSETS: store.bucket }));
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
    expect(store.gets).toEqual([]);
  });

  it('refuses a file stored with an HTML type under another name', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/page.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script>');
  });

  it('answers every file with a sandboxing CSP, so one opened directly runs nothing', async () => {
    for (const file of ['logo.svg', 'remoteEntry.js', 'LICENSE.txt']) {
      expect((await get(`/_mf/${PKG}/${VERSION}/${file}`)).headers.get('content-security-policy'), file).toBe(ASSET_CSP);
    }
    expect(ASSET_CSP).toContain('sandbox');
    expect(ASSET_CSP).toContain("default-src 'none'");
  });

  it('answers an asset name longer than the store allows with 404, without asking the store', async () => {
    const store = countingStore();
    const room = ASSET_KEY_MAX_BYTES - `${PKG}/${VERSION}/`.length;
    const request = (file: string) =>
      createApp().request(`/_mf/${PKG}/${VERSION}/${file}`, {}, testEnv(throwingApi(), { ASSETS: store.bucket }));
    expect((await request('a'.repeat(room))).status).toBe(404);
    expect(store.gets).toHaveLength(1);
    const tooLong = await request('a'.repeat(room + 1));
    expect(tooLong.status).toBe(404);
    expect(store.gets).toHaveLength(1);
    const huge = await request(`${'a'.repeat(60_000)}.js`);
    expect(huge.status).toBe(404);
    expect(store.gets).toHaveLength(1);
  });

  it('says Vary: Accept-Encoding on compressible files only', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'static/css/main.5a6b.css', 'logo.svg', 'LICENSE.txt']) {
      expect((await get(`/_mf/${PKG}/${VERSION}/${file}`)).headers.get('vary'), file).toBe('Accept-Encoding');
    }
    expect((await get(`/_mf/${PKG}/${VERSION}/fonts/sora.4f5e.woff2`)).headers.get('vary')).toBeNull();
  });

  it('names the request in its error text and headers', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/nope.js`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe(`Not found (request ${id})`);
  });

  it('refuses writes', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/remoteEntry.js`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
  });

  it('does not set the colour-mode cookie on assets, even HTML ones', async () => {
    const response = await get(`/_mf/${PKG}/${VERSION}/index.html`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('parseAssetPath', () => {
  it('splits package, version and file', () => {
    expect(parseAssetPath('/_mf/shell-app/abc123/static/js/main.js')).toEqual({
      pkg: 'shell-app',
      version: 'abc123',
      file: 'static/js/main.js',
    });
  });

  it.each([
    ['/_mf/a/b/%2e%2e/x', 'bad-request'],
    ['/_mf/a%2fb/v1/x', 'bad-request'],
    ['/_mf/a/..%5cb/x', 'bad-request'],
    ['/_mf/a/b/x%2fy', 'bad-request'],
    ['/_mf/a/b/..', 'bad-request'],
    ['/_mf/a/b/x//y', 'bad-request'],
    ['/_mf/a/b/x\\y', 'bad-request'],
    ['/_mf/a/b/', 'bad-request'],
    ['/_mf/a/b', 'not-found'],
    ['/_mf/A/b/x', 'not-found'],
    ['/_mf/a/-b/x', 'not-found'],
    ['/other/a/b/x', 'not-found'],
    ['/_mf/a/b/index.html', 'not-found'],
    ['/_mf/a/b/Page.HTM', 'not-found'],
  ] as const)('%s is %s', (path, problem) => {
    expect(parseAssetPath(path)).toBe(problem);
  });
});

describe('content type and cache rules', () => {
  it('prefers the stored content type', () => {
    expect(contentTypeFor('a.js', 'application/x-custom')).toBe('application/x-custom');
    expect(contentTypeFor('a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('noext')).toBe('application/octet-stream');
  });

  it('revalidates entry files wherever they sit, caches hashed files forever', () => {
    expect(cacheControlFor('sub/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js.map')).toBe('public, max-age=31536000, immutable');
  });
});
