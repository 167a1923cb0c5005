import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, currentRequestId, errorText, requestIds } from '.';

describe('requestIds middleware', () => {
  const app = (trusted: boolean) => {
    const hono = new Hono();
    hono.use('*', contextStorage(), requestIds({ trustUpstream: () => trusted }));
    hono.get('/seen', (c) => c.text(`${c.var.requestId}|${currentRequestId()}`));
    hono.get('/error', () => new Response(errorText('Nope'), { status: 500 }));
    hono.get('/fetched', async () => (await fetch('data:text/plain,hello').catch(() => null)) ?? new Response('fallback'));
    return hono;
  };

  it('gives every request its own id, the same in the route, in context storage and on the response', async () => {
    const response = await app(false).request('/seen');
    const id = response.headers.get(REQUEST_ID_HEADER)!;
    expect(await response.text()).toBe(`${id}|${id}`);
    expect((await app(false).request('/seen')).headers.get(REQUEST_ID_HEADER)).not.toBe(id);
  });

  it('names the request in error texts, also on responses a route built itself or fetched', async () => {
    const response = await app(false).request('/error');
    expect(await response.text()).toBe(`Nope (request ${response.headers.get(REQUEST_ID_HEADER)})`);
    expect((await app(false).request('/fetched')).headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    expect(errorText('Outside a request')).toBe('Outside a request');
  });

  it('keeps an incoming id only from a trusted upstream', async () => {
    const headers = { [REQUEST_ID_HEADER]: 'upstream-42' };
    expect((await app(true).request('/seen', { headers })).headers.get(REQUEST_ID_HEADER)).toBe('upstream-42');
    expect((await app(false).request('/seen', { headers })).headers.get(REQUEST_ID_HEADER)).not.toBe('upstream-42');
  });
});
