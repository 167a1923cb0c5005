import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { publicProcedure, router } from '../trpc';
import { VISITOR_WINDOW_MS, visitorActivity } from '../imports/pipeline/visitors-first';
import { createApiApp } from './app';

const pingRouter = router({ ping: publicProcedure.query(() => 'pong') });

describe("the api's HTTP app", () => {
  it('marks the visitors it answers for the imports to make way, but not its health check or the operators’ /internal/* routes', async () => {
    const visitors = visitorActivity();
    const app = createApiApp(pingRouter, visitors);
    expect((await app.request('http://api.internal/health', {}, env)).status).toBe(200);
    expect((await app.request('http://api.internal/internal/imports/run?runId=1', {}, env)).status).toBe(404);
    expect(visitors.active()).toBe(false);
    const answer = await app.request('http://api.internal/trpc/ping?batch=1&input=%7B%7D', {}, env);
    expect(answer.status).toBe(200);
    expect(visitors.active()).toBe(true);
  });

  it('counts a request that failed as answered, so the visitors are idle again after the window', async () => {
    let now = 0;
    const visitors = visitorActivity(() => now);
    const app = createApiApp(pingRouter, visitors);
    expect((await app.request('http://api.internal/no-such-route', {}, env)).status).toBe(404);
    expect(visitors.active()).toBe(true);
    now += VISITOR_WINDOW_MS + 1;
    expect(visitors.active()).toBe(false);
  });
});
