import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { colourMode, colourModeCookie } from './index';

const DARK_COOKIE = 'chakra-ui-color-mode=dark; Max-Age=31536000; Path=/; SameSite=Lax';
const SECURE_DARK_COOKIE = 'chakra-ui-color-mode=dark; Max-Age=31536000; Path=/; Secure; SameSite=Lax';

function appWith(options: Parameters<typeof colourMode>[0] = {}) {
  const app = new Hono();
  app.use('*', colourMode(options));
  app.get('/page', (c) => c.html('<!doctype html><p>hi</p>'));
  app.get('/data', (c) => c.json({ ok: true }));
  app.get('/other-cookie', (c) => {
    c.header('set-cookie', 'bucket=3; Path=/');
    return c.html('<p>hi</p>');
  });
  return app;
}

describe('colourMode', () => {
  it('builds the cookie from the required constants', () => {
    expect(colourModeCookie(false)).toBe(DARK_COOKIE);
    expect(colourModeCookie(true)).toBe(SECURE_DARK_COOKIE);
  });

  it('sets the dark cookie on an HTML response when the request has none', async () => {
    const response = await appWith().request('/page');
    expect(response.headers.get('set-cookie')).toBe(DARK_COOKIE);
  });

  it.each(['chakra-ui-color-mode=light', 'chakra-ui-color-mode=', 'chakra-ui-color-mode=DARK', 'theme=dark'])(
    'resets a request cookie header of %j',
    async (cookie) => {
      const response = await appWith().request('/page', { headers: { cookie } });
      expect(response.headers.get('set-cookie')).toBe(DARK_COOKIE);
    },
  );

  it('leaves a visitor who is already dark alone', async () => {
    const response = await appWith().request('/page', { headers: { cookie: 'x=1; chakra-ui-color-mode=dark; y=2' } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('does not touch non-HTML responses', async () => {
    const response = await appWith().request('/data');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('appends to cookies the handler set instead of replacing them', async () => {
    const response = await appWith().request('/other-cookie');
    const cookies = [...response.headers].filter(([name]) => name === 'set-cookie').map(([, value]) => value);
    expect(cookies).toEqual(['bucket=3; Path=/', DARK_COOKIE]);
  });

  it('adds Secure when told to, statically or per request', async () => {
    expect((await appWith({ secure: true }).request('/page')).headers.get('set-cookie')).toBe(SECURE_DARK_COOKIE);
    const perRequest = appWith({ secure: (c) => c.req.header('x-test-https') === '1' });
    expect((await perRequest.request('/page', { headers: { 'x-test-https': '1' } })).headers.get('set-cookie')).toBe(SECURE_DARK_COOKIE);
    expect((await perRequest.request('/page')).headers.get('set-cookie')).toBe(DARK_COOKIE);
  });
});
