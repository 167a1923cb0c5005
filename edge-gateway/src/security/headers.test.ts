import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documentSecurityHeaders } from '../middleware/security-headers';
import type { ExtraOrigins } from './headers';

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...rest] = d.split(' ');
      return [name!, rest.join(' ')];
    }),
  );
}

/** A document route under the gateway's policy, answering the nonce it was given. */
async function documentResponse(extra: ExtraOrigins = {}) {
  const app = new Hono();
  app.get(
    '/',
    documentSecurityHeaders(() => extra),
    (c) => c.text(c.get('secureHeadersNonce') ?? ''),
  );
  const response = await app.request('/');
  return { response, nonce: await response.text(), csp: directives(response.headers.get('content-security-policy')!) };
}

describe('Content Security Policy', () => {
  it('allows scripts by nonce and what they load (strict-dynamic), nothing inline or evaluated', async () => {
    const { csp, nonce } = await documentResponse();
    expect(csp['script-src']).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp['script-src']).not.toMatch(/unsafe/);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['img-src']).toBe("'self' data: https:");
    expect(csp['font-src']).toBe("'self' data:");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['frame-src']).toBe("'self'");
  });

  it('adds the origins of configured third-party services to their directives, and only plain https origins', async () => {
    const { csp, nonce } = await documentResponse({
      script: ['https://clerk.example.com'],
      connect: ['https://api-js.mixpanel.com', "https://x.example; script-src 'unsafe-inline'"],
      frame: ['https://challenges.cloudflare.com'],
      img: ['javascript:alert(1)'],
    });
    expect(csp['script-src']).toBe(`'nonce-${nonce}' 'strict-dynamic' https://clerk.example.com`);
    expect(csp['connect-src']).toBe("'self' https://api-js.mixpanel.com");
    expect(csp['frame-src']).toBe("'self' https://challenges.cloudflare.com");
    expect(csp['img-src']).toBe("'self' data: https:");
  });

  it('comes with the other document headers, and only those', async () => {
    const { response } = await documentResponse();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    for (const name of ['x-xss-protection', 'origin-agent-cluster', 'cross-origin-resource-policy', 'x-download-options']) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });
});

describe('the CSP nonce', () => {
  it('is 128 random bits, base64, different for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 50; i += 1) nonces.add((await documentResponse()).nonce);
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
