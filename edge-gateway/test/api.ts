/**
 * Stand-ins for the api Worker's service binding. `realApi` is the real one: the api
 * Worker's own entry (`@chainwork/api`) over a D1 of this test run, migrated with the api's
 * migrations (test/apply-api-migrations.ts) and seeded with the api's insert code, so the
 * gateway reads exactly what production answers. The others model the transport only: an
 * api that throws, hangs, fails with a platform page, or (for POST bodies, until the api
 * has mutations) echoes what it receives. Every request each receives is recorded.
 */
import { env } from 'cloudflare:workers';
import { createTRPCClient, httpLink } from '@trpc/client';
import apiWorker, { type AppRouter, type BlogPost, type RenderedJob } from '@chainwork/api';
import { loadBlogContent, sampleBlogSource, type SamplePost } from '@chainwork/api/content';
import { insertJobs, removeAllJobs, type SeedJob } from '@chainwork/api/seed';
import superjson from 'superjson';
import type { ApiService } from '../src/env';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type RecordingApi = ApiService & { received: ReceivedRequest[] };

function recording(handle: (request: Request) => Promise<Response>): RecordingApi {
  const received: ReceivedRequest[] = [];
  return {
    received,
    async fetch(request) {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      received.push({ method: request.method, url: request.url, headers, body });
      return handle(request);
    },
  };
}

// The api writes ended sessions where the gateway reads them: one SESSIONS namespace, as deployed; and
// its logos go to the bucket the gateway's ASSETS is (api/wrangler.jsonc LOGOS).
const callApiWorker = (request: Request) => apiWorker.fetch(request, { DB: env.API_DB, SESSIONS: env.SESSIONS, LOGOS: env.ASSETS });

/**
 * The real api Worker holding exactly `jobs` and the blog `posts` (published with the api's
 * own loader, which also removes every other post).
 */
export async function realApi(jobs: readonly SeedJob[] = [], posts: readonly SamplePost[] = []): Promise<RecordingApi> {
  await removeAllJobs(env.API_DB);
  if (jobs.length > 0) await insertJobs(env.API_DB, jobs);
  await loadBlogContent(env.API_DB, sampleBlogSource(posts));
  return recording(async (request) => {
    const response = await callApiWorker(request);
    // Headers the gateway must strip on the way back, as a real upstream might send.
    const headers = new Headers(response.headers);
    headers.set('connection', 'keep-alive, x-upstream-hop');
    headers.set('keep-alive', 'timeout=5');
    headers.set('x-upstream-hop', 'secret-hop-value');
    return new Response(response.body, { status: response.status, headers });
  });
}

/** A typed client of the real api, to read what it serves from the seeded database. */
export function realApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({ url: 'http://api/trpc', transformer: superjson, fetch: async (url, init) => callApiWorker(new Request(url, init)) }),
    ],
  });
}

/** A job as the api serves it (jobs.bySlug), to compare pages with. */
export function servedJob(slug: string): Promise<RenderedJob> {
  return realApiClient().jobs.bySlug.query({ slug });
}

/** A post as the api serves it (blog.bySlug), to compare pages with. */
export function servedPost(slug: string): Promise<BlogPost> {
  return realApiClient().blog.bySlug.query({ slug });
}

/** Answers a POST with its own body, byte for byte: proves the proxy carries request bodies intact. */
export function echoingApi(): RecordingApi {
  return recording(async (request) => new Response(await request.text(), { status: 200, headers: { 'content-type': 'application/json' } }));
}

export function throwingApi(): RecordingApi {
  return recording(async () => {
    throw new Error('connect ECONNREFUSED: internal detail that must not leak');
  });
}

/** Never answers, like an api stuck on a lock. */
export function hangingApi(): RecordingApi {
  return recording(() => new Promise<Response>(() => {}));
}

export function failingApi(status = 500): RecordingApi {
  return recording(async () => new Response('upstream exploded', { status }));
}

export type ApiMode = 'up' | 'down' | 'hang' | 'failing';

/**
 * An api whose behaviour a test switches while requests run: up (`up`, usually a
 * realApi), down (the binding throws, like a stopped Worker), hang (never answers),
 * failing (platform 503 text). Calls are counted per mode met.
 */
export function switchableApi(up: RecordingApi, initial: ApiMode = 'up'): RecordingApi & { mode: ApiMode; calls: Record<ApiMode, number> } {
  const api = {
    mode: initial,
    calls: { up: 0, down: 0, hang: 0, failing: 0 } as Record<ApiMode, number>,
    received: up.received,
    async fetch(request: Request): Promise<Response> {
      const mode = api.mode;
      api.calls[mode] += 1;
      switch (mode) {
        case 'up':
          return up.fetch(request);
        case 'down':
          throw new Error('connect ECONNREFUSED: the api Worker is stopped');
        case 'hang':
          return new Promise<Response>(() => {});
        case 'failing':
          return new Response('Worker "chainwork-api" not found.', { status: 503, headers: { 'content-type': 'text/plain' } });
      }
    },
  };
  return api;
}
