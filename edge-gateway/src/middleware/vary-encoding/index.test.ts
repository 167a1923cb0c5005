import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { varyEncoding } from '.';

describe('varyEncoding middleware', () => {
  const app = new Hono();
  app.use('*', varyEncoding());
  app.get('/text', (c) => c.text('ok'));
  app.get('/xml', (c) => c.body('<rss/>', 200, { 'content-type': 'application/rss+xml; charset=utf-8' }));
  app.get('/json-varied', (c) => c.json({}, 200, { vary: 'trpc-accept' }));
  app.get('/png', (c) => c.body(new Uint8Array([137, 80]), 200, { 'content-type': 'image/png' }));
  app.get('/already', (c) => c.text('ok', 200, { vary: 'Accept-Encoding' }));
  app.get('/fetched', async () => (await fetch('data:text/plain,hello').catch(() => null)) ?? new Response('fallback'));

  it('adds Accept-Encoding to compressible responses, keeping other Vary values', async () => {
    expect((await app.request('/text')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await app.request('/xml')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await app.request('/json-varied')).headers.get('vary')).toBe('trpc-accept, Accept-Encoding');
    expect((await app.request('/fetched')).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('leaves binary types alone and never lists it twice', async () => {
    expect((await app.request('/png')).headers.get('vary')).toBeNull();
    expect((await app.request('/already')).headers.get('vary')).toBe('Accept-Encoding');
  });
});
