import { describe, expect, it } from 'vitest';
import { forwardedRequestHeaders, returnedResponseHeaders } from './headers';

describe('forwardedRequestHeaders', () => {
  it('drops hop-by-hop, Connection-listed and forgeable headers and keeps the rest', () => {
    const out = forwardedRequestHeaders(
      new Headers({
        connection: 'keep-alive, x-private-hop',
        'keep-alive': 'timeout=5',
        'x-private-hop': '1',
        te: 'trailers',
        host: 'evil.example',
        forwarded: 'for=1.2.3.4',
        'x-forwarded-for': '1.2.3.4',
        'cf-connecting-ip': '1.2.3.4',
        'x-real-ip': '1.2.3.4',
        'true-client-ip': '1.2.3.4',
        accept: 'application/json',
        'content-type': 'application/json',
      }),
    );
    expect([...out.keys()].sort()).toEqual(['accept', 'content-type']);
  });

  it('sends cookies only when the api reads them, and only those', () => {
    const incoming = new Headers({ cookie: 'chakra-ui-color-mode=dark; session=abc; cw_bucket=42' });
    expect(forwardedRequestHeaders(incoming).get('cookie')).toBeNull();
    expect(forwardedRequestHeaders(incoming, { apiCookies: ['session'] }).get('cookie')).toBe('session=abc');
    expect(forwardedRequestHeaders(incoming, { apiCookies: ['other'] }).get('cookie')).toBeNull();
  });
});

describe('returnedResponseHeaders', () => {
  it("never lets the api set or overwrite the gateway's own cookies", () => {
    const upstream = new Headers({ 'content-type': 'application/json' });
    upstream.append('set-cookie', 'chakra-ui-color-mode=light; Path=/');
    upstream.append('set-cookie', 'cw_bucket=0; Path=/');
    upstream.append('set-cookie', 'cw_pin=remote-jobs@evil; Path=/');
    upstream.append('set-cookie', 'session=abc; Path=/; HttpOnly');
    const out = returnedResponseHeaders(upstream) as Headers & { getSetCookie(): string[] };
    expect(out.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
  });

  it('drops hop-by-hop, Connection-listed, length and encoding headers', () => {
    const out = returnedResponseHeaders(
      new Headers({
        connection: 'x-hop',
        'x-hop': '1',
        'keep-alive': 'timeout=5',
        'content-length': '10',
        'content-encoding': 'gzip',
        'transfer-encoding': 'chunked',
        'content-type': 'application/json',
        vary: 'trpc-accept',
      }),
    );
    expect([...out.keys()].sort()).toEqual(['content-type', 'vary']);
  });
});
