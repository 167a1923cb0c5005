/**
 * A stand-in for the api Worker's service binding. It is a real tRPC router (superjson,
 * fetch adapter at `/trpc`) implementing the contract's `jobs.bySlug` and `jobs.search`
 * over fixture jobs, so the wire format the gateway reads is tRPC's own. Variants model
 * an api that throws, hangs or fails; every request it receives is recorded.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { z } from 'zod';
import type { ApiService } from '../src/env';
import type { ContractJob, ContractPost } from './fixtures';

/** The blog the stub serves: posts (public ones only, as the api answers) and media files. */
export interface StubBlog { posts?: ContractPost[]; media?: Array<{ name: string; body: string; hash: string }> }

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type StubApi = ApiService & { received: ReceivedRequest[] };

function apiRouter(jobs: ContractJob[], blog: StubBlog = {}) {
  const t = initTRPC.create({ transformer: superjson, isDev: false });
  const bySlug = new Map(jobs.map((job) => [job.Pretty_url, job]));
  const posts = [...(blog.posts ?? [])].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  return t.router({
    jobs: t.router({
      bySlug: t.procedure.input(z.object({ slug: z.string() })).query(({ input }) => {
        const job = bySlug.get(input.slug);
        if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: 'Job not found' });
        return job;
      }),
      search: t.procedure
        .input(z.object({ limit: z.number().int().min(1).max(50).default(20), cursor: z.string().nullish() }))
        .query(({ input }) => ({ items: jobs.slice(0, input.limit), nextCursor: null, total: jobs.length })),
      // Echoes a mutation's input, to prove POST bodies reach the api intact.
      echo: t.procedure.input(z.object({ text: z.string() })).mutation(({ input }) => input),
    }),
    // The feed contract the gateway codes against (issue 4): live jobs only, newest first.
    feeds: t.router({
      latest: t.procedure
        .input(z.object({ limit: z.number().int().min(1).max(100) }))
        .query(({ input }) => liveNewestFirst(jobs).slice(0, input.limit)),
      sitemap: t.procedure.query(() => liveNewestFirst(jobs).map((job) => ({ slug: job.Pretty_url, lastmod: job.Date }))),
    }),
    // The blog contract (api/src/router/blog.ts): what the gateway reads of it.
    blog: t.router({
      bySlug: t.procedure.input(z.object({ slug: z.string() })).query(({ input }) => {
        const post = posts.find((p) => p.slug === input.slug);
        if (!post) throw new TRPCError({ code: 'NOT_FOUND', message: 'Post not found' });
        return post;
      }),
      feed: t.procedure.input(z.object({ limit: z.number().int().min(1).max(100) })).query(({ input }) => posts.slice(0, input.limit)),
      sitemap: t.procedure.query(() => posts.map((post) => ({ slug: post.slug, lastmod: post.updatedAt }))),
      media: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => {
        const media = blog.media?.find((m) => m.name === input.name);
        if (!media) throw new TRPCError({ code: 'NOT_FOUND', message: 'Media not found' });
        return { ...media, contentType: 'image/svg+xml' };
      }),
    }),
  });
}

function liveNewestFirst(jobs: ContractJob[]): ContractJob[] {
  return jobs.filter((job) => !job.expired).sort((a, b) => b.Date.getTime() - a.Date.getTime());
}

/** The stub's router type: the contract's procedures, for a typed client in tests. */
export type StubRouter = ReturnType<typeof apiRouter>;

async function record(received: ReceivedRequest[], request: Request): Promise<void> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => { headers[name] = value; });
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  received.push({ method: request.method, url: request.url, headers, body });
}

/** Answers like the real api: tRPC at `/trpc`, anything else 404. */
export function stubApi(jobs: ContractJob[], blog: StubBlog = {}): StubApi {
  const router = apiRouter(jobs, blog);
  const received: ReceivedRequest[] = [];
  return {
    received,
    async fetch(request) {
      await record(received, request);
      if (!new URL(request.url).pathname.startsWith('/trpc/')) return new Response('Not found', { status: 404 });
      const response = await fetchRequestHandler({ endpoint: '/trpc', req: request, router });
      // A header the gateway must strip on the way back, as a real upstream might send.
      const headers = new Headers(response.headers);
      headers.set('connection', 'keep-alive, x-upstream-hop');
      headers.set('keep-alive', 'timeout=5');
      headers.set('x-upstream-hop', 'secret-hop-value');
      return new Response(response.body, { status: response.status, headers });
    },
  };
}

export function throwingApi(): StubApi {
  const received: ReceivedRequest[] = [];
  return {
    received,
    async fetch(request) {
      await record(received, request);
      throw new Error('connect ECONNREFUSED: internal detail that must not leak');
    },
  };
}

/** Never answers, like an api stuck on a lock. */
export function hangingApi(): StubApi {
  const received: ReceivedRequest[] = [];
  return {
    received,
    async fetch(request) {
      await record(received, request);
      return new Promise<Response>(() => {});
    },
  };
}

export function failingApi(status = 500): StubApi {
  const received: ReceivedRequest[] = [];
  return {
    received,
    async fetch(request) {
      await record(received, request);
      return new Response('upstream exploded', { status });
    },
  };
}

export type ApiMode = 'up' | 'down' | 'hang' | 'failing';

/**
 * An api whose behaviour a test switches while requests run: up (the stub router),
 * down (the binding throws, like a stopped Worker), hang (never answers), failing
 * (platform 503 text). Every request is recorded with the mode it met.
 */
export function switchableApi(jobs: ContractJob[], initial: ApiMode = 'up'): StubApi & { mode: ApiMode; calls: Record<ApiMode, number> } {
  const up = stubApi(jobs);
  const api = {
    mode: initial,
    calls: { up: 0, down: 0, hang: 0, failing: 0 } as Record<ApiMode, number>,
    received: up.received,
    async fetch(request: Request): Promise<Response> {
      const mode = api.mode;
      api.calls[mode] += 1;
      switch (mode) {
        case 'up': return up.fetch(request);
        case 'down': throw new Error('connect ECONNREFUSED: the api Worker is stopped');
        case 'hang': return new Promise<Response>(() => {});
        case 'failing': return new Response('Worker "chainwork-api" not found.', { status: 503, headers: { 'content-type': 'text/plain' } });
      }
    },
  };
  return api;
}
