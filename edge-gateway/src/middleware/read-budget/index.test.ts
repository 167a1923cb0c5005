import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readBudget, readCost } from '.';
import { TokenBucketLimiter } from '../../rate-limit/read-limiter';
import { Tarpit } from '../../rate-limit/tarpit';

describe('readBudget middleware', () => {
  const limiter = new TokenBucketLimiter({ units: readCost(['jobs.bySlug']) * 2, periodSeconds: 60 });
  const app = new Hono();
  app.use(
    '/api/trpc/*',
    readBudget({ limiter: () => limiter, clientKey: (c) => c.req.header('x-client') ?? null, tarpit: new Tarpit({ maxMs: 0 }) }),
  );
  app.all('/api/trpc/*', (c) => c.text('reached'));

  it("lets a client spend its budget, then answers a 429 per procedure in tRPC's shape", async () => {
    const get = () => app.request('/api/trpc/jobs.bySlug?input=%7B%7D', { headers: { 'x-client': 'one' } });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      error: { json: { data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'jobs.bySlug' } } },
    });
  });

  it('leaves clients without an address and non-queries to other guards', async () => {
    for (let i = 0; i < 5; i += 1) expect((await app.request('/api/trpc/jobs.bySlug')).status).toBe(200);
    expect((await app.request('/api/trpc/jobs.echo', { method: 'POST', headers: { 'x-client': 'one' } })).status).toBe(200);
  });
});
