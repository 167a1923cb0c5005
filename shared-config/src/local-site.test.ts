import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackSiteUrl, LOCAL_ROUTE_MESSAGES, localRouteRefusal } from './local-site';

describe('isLoopbackHost', () => {
  it.each(['localhost', '127.0.0.1', '127.9.8.7', '::1', '[::1]'])('%s is this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(['', '128.0.0.1', '127.0.0.1.evil.example', 'localhost.evil.example', '0.0.0.0', '::2', '::ffff:127.0.0.1', 'LOCALHOST'])(
    '%s is not (callers fold a name to one form first)',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('isLoopbackSiteUrl', () => {
  it.each([
    'http://127.0.0.1:8787',
    'http://127.0.0.1',
    'http://127.1.2.3:9000',
    'https://127.255.255.254',
    'http://localhost:8787',
    'http://LOCALHOST',
    'http://[::1]:8787',
    'http://[0:0:0:0:0:0:0:1]',
    'http://2130706433',
    'http://127.1',
  ])('%s is this machine', (siteUrl) => {
    expect(isLoopbackSiteUrl(siteUrl)).toBe(true);
  });

  it.each([
    'https://chainwork.example',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example',
    'http://evil-localhost',
    'http://128.0.0.1',
    'http://0.0.0.0:8787',
    'http://10.0.0.1',
    'http://[::ffff:127.0.0.1]',
    'http://[::2]',
    'ftp://127.0.0.1',
    'file:///etc/passwd',
    '127.0.0.1:8787',
    'not a url',
    '',
    undefined,
  ])('%s is not', (siteUrl) => {
    expect(isLoopbackSiteUrl(siteUrl)).toBe(false);
  });
});

describe('localRouteRefusal', () => {
  const SITE = 'http://127.0.0.1:8787';
  const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) });
  const json = { 'content-type': 'application/json' };

  it('lets through what a command on this machine sends, and what the site itself sends', () => {
    // Node's fetch (npm run alerts): JSON, no Origin, no Sec-Fetch-Site.
    expect(localRouteRefusal(request('POST', { ...json, 'sec-fetch-mode': 'cors', 'user-agent': 'node' }), SITE)).toBeNull();
    expect(localRouteRefusal(request('GET'), SITE)).toBeNull();
    // A page of the site, and an address typed into the browser.
    expect(
      localRouteRefusal(
        request('POST', { 'content-type': 'application/json; charset=utf-8', origin: SITE, 'sec-fetch-site': 'same-origin' }),
        SITE,
      ),
    ).toBeNull();
    expect(localRouteRefusal(request('GET', { 'sec-fetch-site': 'none' }), SITE)).toBeNull();
  });

  it('answers 404 unless SITE_URL is this machine', () => {
    for (const siteUrl of ['https://chainwork.example', 'http://0.0.0.0:8787', undefined])
      expect(localRouteRefusal(request('POST', json), siteUrl)).toEqual({ status: 404, error: LOCAL_ROUTE_MESSAGES.notFound });
  });

  it('refuses a request another site made', () => {
    const crossSite = { status: 403, error: LOCAL_ROUTE_MESSAGES.crossSite };
    expect(localRouteRefusal(request('POST', { ...json, 'sec-fetch-site': 'cross-site' }), SITE)).toEqual(crossSite);
    expect(localRouteRefusal(request('POST', { ...json, 'sec-fetch-site': 'same-site' }), SITE)).toEqual(crossSite);
    expect(localRouteRefusal(request('GET', { 'sec-fetch-site': 'cross-site' }), SITE)).toEqual(crossSite);
    expect(localRouteRefusal(request('POST', { ...json, origin: 'https://evil.example' }), SITE)).toEqual(crossSite);
    expect(localRouteRefusal(request('POST', { ...json, origin: 'http://127.0.0.1:3000' }), SITE)).toEqual(crossSite);
    expect(localRouteRefusal(request('POST', { ...json, origin: 'null' }), SITE)).toEqual(crossSite);
  });

  it('refuses a POST that is not JSON, which a page could send without a preflight', () => {
    const notJson = { status: 415, error: LOCAL_ROUTE_MESSAGES.notJson };
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      expect(localRouteRefusal(request('POST', { 'content-type': type }), SITE)).toEqual(notJson);
    expect(localRouteRefusal(request('POST'), SITE)).toEqual(notJson);
  });
});
