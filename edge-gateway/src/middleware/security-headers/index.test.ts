import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '.';

describe('securityHeaders middleware', () => {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/plain', (c) => c.text('ok'));
  app.get('/own', (c) => c.text('ok', 200, { 'referrer-policy': 'no-referrer' }));
  // A response whose headers cannot be changed in place.
  app.get('/fetched', async () => {
    const response = await fetch('data:text/plain,hello').catch(() => null);
    return response ?? new Response('fallback');
  });

  it('adds HSTS, nosniff and the referrer policy', async () => {
    const response = await app.request('/plain');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps a value a route set on purpose', async () => {
    expect((await app.request('/own')).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('works on a response with immutable headers', async () => {
    const response = await app.request('/fetched');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
