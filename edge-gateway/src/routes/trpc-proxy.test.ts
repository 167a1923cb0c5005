import type { AppRouter } from '@chainwork/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { CLIENT_KEY_HEADER } from '@chainwork/shared-config';
import { createApp } from '../app';
import { makeJob } from '../../test/fixtures';
import { echoingApi, realApi, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const job = makeJob();
const other = makeJob({ slug: 'rust-protocol-engineer-at-ferrous', title: 'Rust Protocol Engineer', company: 'Ferrous' });

function request(api: RecordingApi, path: string, init: RequestInit = {}) {
  return createApp().request(path, init, testEnv(api));
}

const batchInput = encodeURIComponent(
  JSON.stringify({
    0: superjson.serialize({ slug: job.slug }),
    1: superjson.serialize({ slug: 'no-such-job' }),
  }),
);

describe('tRPC proxy', () => {
  it('forwards a batched GET with its comma-joined path and query intact', async () => {
    const api = await realApi([job]);
    const path = `/api/trpc/jobs.bySlug,jobs.bySlug?batch=1&input=${batchInput}`;
    const response = await request(api, path);
    expect(api.received).toHaveLength(1);
    const received = new URL(api.received[0]!.url);
    expect(received.pathname).toBe('/trpc/jobs.bySlug,jobs.bySlug');
    expect(received.search).toBe(`?batch=1&input=${batchInput}`);
    expect(api.received[0]!.method).toBe('GET');

    // One result and one NOT_FOUND error, as the api answered them.
    const body = (await response.json()) as Array<Record<string, { json: { data?: { code: string } } }>>;
    expect(body).toHaveLength(2);
    expect(body[0]).toHaveProperty('result');
    expect(body[1]?.error?.json.data?.code).toBe('NOT_FOUND');
    expect(response.headers.get('x-served-by')).toBe('chainwork-gateway -> chainwork-api');
  });

  it('forwards a POST body byte for byte, both ways', async () => {
    const api = echoingApi();
    const body = JSON.stringify({ 0: superjson.serialize({ text: 'héllo "world" \u2028 <b>' }) });
    const response = await request(api, '/api/trpc/jobs.echo?batch=1', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(api.received[0]).toMatchObject({ method: 'POST', body });
    expect(new URL(api.received[0]!.url).pathname).toBe('/trpc/jobs.echo');
    expect(await response.text()).toBe(body);
  });

  it('strips hop-by-hop, Connection-listed and client-forwarded headers, and keeps the rest', async () => {
    const api = await realApi([job]);
    await request(api, `/api/trpc/jobs.bySlug?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ slug: job.slug })))}`, {
      headers: {
        connection: 'keep-alive, x-private-hop',
        'keep-alive': 'timeout=5',
        'x-private-hop': 'drop me',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
        te: 'trailers',
        trailer: 'x-checksum',
        upgrade: 'websocket',
        host: 'evil.example',
        forwarded: 'for=1.2.3.4;host=evil.example',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'cf-connecting-ip': '1.2.3.4',
        accept: 'application/json',
        'trpc-accept': 'application/jsonl',
        cookie: 'session=abc',
        'x-trpc-source': 'shell',
        [CLIENT_KEY_HEADER]: 'forged-client',
      },
    });
    const headers = api.received[0]!.headers;
    // The client key is the gateway's own (a hash of its rate-limit key), never the client's copy.
    expect(headers[CLIENT_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    for (const name of [
      'connection',
      'keep-alive',
      'x-private-hop',
      'proxy-authorization',
      'te',
      'trailer',
      'upgrade',
      'forwarded',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'cf-connecting-ip',
    ]) {
      expect(headers, name).not.toHaveProperty(name);
    }
    expect(headers.host).not.toBe('evil.example');
    // The api reads no cookie today: none leaves the gateway.
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).toMatchObject({ accept: 'application/json', 'trpc-accept': 'application/jsonl', 'x-trpc-source': 'shell' });
  });

  it('drops hop-by-hop and length/encoding headers from the api response', async () => {
    const api = await realApi([job]);
    const response = await request(
      api,
      `/api/trpc/jobs.bySlug?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ slug: job.slug })))}`,
    );
    expect(response.headers.get('connection')).toBeNull();
    expect(response.headers.get('keep-alive')).toBeNull();
    expect(response.headers.get('x-upstream-hop')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('keeps the api status and error body for a single failing call', async () => {
    const api = await realApi();
    const response = await request(
      api,
      `/api/trpc/jobs.bySlug?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ slug: 'gone' })))}`,
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe('Job not found');
  });

  it('answers a tRPC-shaped 502 per batch item, in order, without internals, when the binding throws', async () => {
    const response = await request(throwingApi(), `/api/trpc/jobs.search,jobs.bySlug?batch=1&input=${batchInput}`);
    expect(response.status).toBe(502);
    expect(response.headers.get('retry-after')).toBe('5');
    const text = await response.text();
    expect(text).not.toContain('ECONNREFUSED');
    expect(text).not.toMatch(/\bat\s+\S+\s+\(/); // no stack frames
    const item = (path: string) => ({
      error: {
        json: {
          message: 'The API is unavailable',
          code: -32603,
          data: { code: 'BAD_GATEWAY', httpStatus: 502, path, requestId: expect.any(String) },
        },
      },
    });
    expect(JSON.parse(text)).toEqual([item('jobs.search'), item('jobs.bySlug')]);
  });

  it('works end to end with the shared tRPC client: two queries travel as one batch', async () => {
    const api = await realApi([job, other]);
    const app = createApp();
    const env = testEnv(api);
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://127.0.0.1:8787/api/trpc',
          transformer: superjson,
          fetch: async (url, init) => app.request(String(url), init as RequestInit, env),
        }),
      ],
    });
    const [first, second, missing] = await Promise.allSettled([
      client.jobs.bySlug.query({ slug: job.slug }),
      client.jobs.bySlug.query({ slug: other.slug }),
      client.jobs.bySlug.query({ slug: 'no-such-job' }),
    ]);
    expect(api.received).toHaveLength(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: { Title: job.title } });
    expect((first as PromiseFulfilledResult<{ Date: Date }>).value.Date).toBeInstanceOf(Date);
    expect(second).toMatchObject({ status: 'fulfilled', value: { Title: other.title } });
    expect(missing.status).toBe('rejected');
    const error = (missing as PromiseRejectedResult).reason as TRPCClientError<AppRouter>;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data?.code).toBe('NOT_FOUND');
  });

  it('lets the tRPC client read the 502 as a client error', async () => {
    const app = createApp();
    const env = testEnv(throwingApi());
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://127.0.0.1:8787/api/trpc',
          transformer: superjson,
          fetch: async (url, init) => app.request(String(url), init as RequestInit, env),
        }),
      ],
    });
    const failure = await client.jobs.bySlug.query({ slug: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).data?.code).toBe('BAD_GATEWAY');
  });

  it('does not send the shell for other /api paths', async () => {
    const response = await request(await realApi(), '/api/other');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
