import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, documentSecurityHeaders } from './headers';
import { newNonce } from './nonce';

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(csp.split('; ').map((d) => { const [name, ...rest] = d.split(' '); return [name!, rest.join(' ')]; }));
}

describe('Content Security Policy', () => {
  it('allows scripts by nonce and what they load (strict-dynamic), nothing inline or evaluated', () => {
    const csp = directives(contentSecurityPolicy('abc123=='));
    expect(csp['script-src']).toBe("'nonce-abc123==' 'strict-dynamic'");
    expect(csp['script-src']).not.toMatch(/unsafe/);
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['connect-src']).toBe("'self'");
  });

  it('adds the origins of configured third-party services to their directives, and only plain https origins', () => {
    const csp = directives(contentSecurityPolicy('n', {
      script: ['https://clerk.example.com'], connect: ['https://api-js.mixpanel.com', "https://x.example; script-src 'unsafe-inline'"],
      frame: ['https://challenges.cloudflare.com'], img: ['javascript:alert(1)'],
    }));
    expect(csp['script-src']).toBe("'nonce-n' 'strict-dynamic' https://clerk.example.com");
    expect(csp['connect-src']).toBe("'self' https://api-js.mixpanel.com");
    expect(csp['frame-src']).toBe("'self' https://challenges.cloudflare.com");
    expect(csp['img-src']).toBe("'self' data: https:");
  });

  it('comes with the other document headers', () => {
    expect(documentSecurityHeaders('n')).toMatchObject({ 'x-frame-options': 'DENY' });
  });
});

describe('newNonce', () => {
  it('is 128 random bits, base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
