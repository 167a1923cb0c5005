// Fault tests of the whole gateway (createApp, workerd, real R2/KV): the api stopped
// mid-run, a hanging api, a remote version whose files vanish, and weight changes under
// load. Every request must end in bounded time, and only those that need the api may fail.
import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTING_TABLE_KEY, assetKey, type RuntimeConfig } from '@chainwork/shared-config';
import { createApp, type GatewayOptions } from './app';
import { makeJob, storeVersion, weightedTable } from '../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../test/inspect-html';
import { realApi, switchableApi } from '../test/api';
import { testEnv } from '../test/test-env';

const job = makeJob({ slug: 'fault-role', title: 'Fault Role' });
const TRPC_BATCH = `/api/trpc/jobs.search,jobs.bySlug?batch=1&input=${encodeURIComponent(
  JSON.stringify({
    0: superjson.serialize({ limit: 5 }),
    1: superjson.serialize({ slug: job.slug }),
  }),
)}`;
/** Longer than any timeout below: a request still open then is a hang. */
const HANG_GUARD_MS = 3000;

const TABLE = (jobsWeights: Array<[string, number]>) =>
  weightedTable({
    'shell-app': [['fshell1', 100]],
    'remote-navigation': [['fnav1', 100]],
    'remote-jobs': jobsWeights,
  });

beforeEach(async () => {
  for (const [pkg, version] of [
    ['shell-app', 'fshell1'],
    ['remote-navigation', 'fnav1'],
    ['remote-jobs', 'fjobs1'],
    ['remote-jobs', 'fjobs2'],
  ] as const) {
    await storeVersion(env, pkg, version);
  }
  await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(TABLE([['fjobs1', 100]])));
});

interface Outcome {
  path: string;
  status: number;
  body: string;
  headers: Headers;
}

async function timed(
  app: ReturnType<typeof createApp>,
  path: string,
  api: ReturnType<typeof switchableApi>,
  cookie = 'cw_bucket=1',
): Promise<Outcome> {
  const hang = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${path} hung`)), HANG_GUARD_MS));
  const response = await Promise.race([app.request(path, { headers: { cookie } }, testEnv(api)), hang]);
  const body = await response.text();
  return { path, status: response.status, body, headers: response.headers };
}

async function titleOf(body: string): Promise<string> {
  return (await inspectHtml(body)).title;
}

describe('the api stopped mid-run', () => {
  it('keeps serving pages; api calls fail fast with tRPC errors; the circuit opens, then recovers by itself', async () => {
    let now = 1_000_000;
    const api = switchableApi(await realApi([job]), 'up');
    const options: GatewayOptions = {
      now: () => now,
      breaker: { failureThreshold: 5, openMs: 10_000 },
      trpcTimeoutMs: 500,
      apiTimeoutMs: 500,
    };
    const app = createApp(options);
    const paths = ['/', TRPC_BATCH, `/jobs/${job.slug}`, '/about', TRPC_BATCH, '/rss.xml'];

    const before = await Promise.all(paths.map((path) => timed(app, path, api)));
    expect(before.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 200]);

    api.mode = 'down';
    const during: Outcome[] = [];
    for (let wave = 0; wave < 5; wave += 1) during.push(...(await Promise.all(paths.map((path) => timed(app, path, api)))));
    for (const outcome of during) {
      if (outcome.path === TRPC_BATCH) {
        expect(outcome.status).toBe(502);
        const items = JSON.parse(outcome.body) as Array<{ error: { json: { data: { code: string; path: string } } } }>;
        expect(items.map((i) => [i.error.json.data.code, i.error.json.data.path])).toEqual([
          ['BAD_GATEWAY', 'jobs.search'],
          ['BAD_GATEWAY', 'jobs.bySlug'],
        ]);
        expect(Number(outcome.headers.get('retry-after'))).toBeGreaterThan(0);
      } else if (outcome.path === '/rss.xml') {
        expect(outcome.status).toBe(503);
      } else {
        // Pages do not need the api: the shell is served, a job page with generic metadata.
        expect(outcome.status).toBe(200);
        if (outcome.path.startsWith('/jobs/')) expect(await titleOf(outcome.body)).toBe('Job | Chainwork');
      }
    }
    // After five failures in a row the api is left alone: 30 requests, at most a few calls.
    expect(api.calls.down).toBeLessThanOrEqual(options.breaker!.failureThreshold! + paths.length);
    expect(await timed(app, '/healthz', api).then((o) => o.headers.get('x-chainwork-api-circuit'))).toBe('open');

    api.mode = 'up';
    const upCallsBefore = api.calls.up;
    now += 10_000;
    // Half-open: one probe goes to the api, concurrent calls fail fast until it succeeds; pages are served.
    const after = await Promise.all(paths.map((path) => timed(app, path, api)));
    for (const o of after) expect(o.path === TRPC_BATCH ? [200, 502] : o.path === '/rss.xml' ? [200, 503] : [200]).toContain(o.status);
    expect(api.calls.up - upCallsBefore).toBeGreaterThanOrEqual(1);
    // The probe succeeded: the circuit is closed for everyone.
    const again = await Promise.all(paths.map((path) => timed(app, path, api)));
    expect(again.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await titleOf(again[2]!.body)).toBe('Fault Role at Lumen Labs | Chainwork');
  });
});

describe('a hanging api', () => {
  it('never hangs a visitor: tRPC answers 504 per item within its timeout, pages come without job data', async () => {
    const api = switchableApi(await realApi([job]), 'hang');
    const app = createApp({ trpcTimeoutMs: 150, apiTimeoutMs: 150, feedTimeoutMs: 150, breaker: { failureThreshold: 1000 } });
    const paths = Array.from({ length: 5 }, () => ['/', TRPC_BATCH, `/jobs/${job.slug}`, '/sitemap.xml']).flat();
    const outcomes = await Promise.all(paths.map((path) => timed(app, path, api)));
    // A hanging api never resolves: every answer arriving at all is the proof (no timing thresholds in tests).
    for (const o of outcomes) {
      if (o.path === TRPC_BATCH) {
        expect(o.status).toBe(504);
        expect((JSON.parse(o.body) as unknown[]).length).toBe(2);
      } else if (o.path === '/sitemap.xml') {
        expect(o.status).toBe(503);
      } else {
        expect(o.status).toBe(200);
      }
    }
  });

  it('once the circuit is open, answers at once instead of waiting for the timeout again', async () => {
    const api = switchableApi(await realApi([job]), 'hang');
    const app = createApp({ trpcTimeoutMs: 200, apiTimeoutMs: 200, breaker: { failureThreshold: 2, openMs: 60_000 } });
    await timed(app, TRPC_BATCH, api);
    await timed(app, TRPC_BATCH, api);
    const fast = await Promise.all(Array.from({ length: 10 }, () => timed(app, TRPC_BATCH, api)));
    for (const o of fast) expect(o.status).toBe(502);
    const page = await timed(app, `/jobs/${job.slug}`, api);
    expect(page.status).toBe(200);
    // Answering without calling the hanging api is what "at once" means: nothing was left to wait for.
    expect(api.calls.hang).toBe(2);
  });
});

describe('a remote version whose files vanish under load', () => {
  it('serves every page, and stops offering the broken version once noticed', async () => {
    await env.ROUTING.put(
      ROUTING_TABLE_KEY,
      JSON.stringify(
        TABLE([
          ['fjobs1', 50],
          ['fjobs2', 50],
        ]),
      ),
    );
    const api = switchableApi(await realApi([job]), 'up');
    const app = createApp({ healthCacheMs: 0 });
    const buckets = Array.from({ length: 40 }, (_, i) => i * 250);
    const first = await Promise.all(buckets.map((b) => timed(app, '/', api, `cw_bucket=${b}`)));
    expect(first.every((o) => o.status === 200)).toBe(true);
    expect(first.filter((o) => o.headers.get('x-chainwork-versions')!.includes('remote-jobs=fjobs2'))).toHaveLength(20);

    await env.ASSETS.delete(assetKey('remote-jobs', 'fjobs2', 'mf-manifest.json'));
    const after = await Promise.all(buckets.map((b) => timed(app, '/', api, `cw_bucket=${b}`)));
    for (const o of after) {
      expect(o.status).toBe(200);
      const config = parseRuntimeConfigScript((await inspectHtml(o.body)).inlineScripts[0]!) as RuntimeConfig;
      expect(config.remotes.jobs).toBe('/_mf/remote-jobs/fjobs1/mf-manifest.json');
    }
  });
});

describe('weight changes under load', () => {
  it('never fails a request, never mixes versions within a response, and honours a table state', async () => {
    const api = switchableApi(await realApi([job]), 'up');
    const app = createApp({ routingCacheMs: 0 });
    const states: Array<Array<[string, number]>> = [
      [['fjobs1', 100]],
      [
        ['fjobs1', 90],
        ['fjobs2', 10],
      ],
      [
        ['fjobs1', 50],
        ['fjobs2', 50],
      ],
      [
        ['fjobs1', 0],
        ['fjobs2', 100],
      ],
    ];
    // What each table state gives a bucket.
    const allowed = (bucket: number) =>
      new Set(
        states.map((state) => {
          const total = state.reduce((sum, [, w]) => sum + w, 0);
          let cumulative = 0;
          for (const [version, weight] of state) {
            cumulative += weight;
            if ((bucket / 10_000) * total < cumulative) return version;
          }
          return state[state.length - 1]![0];
        }),
      );

    const requests: Array<Promise<[number, Outcome]>> = [];
    for (let i = 0; i < 120; i += 1) {
      const bucket = (i * 83) % 10_000;
      requests.push(timed(app, i % 3 === 0 ? TRPC_BATCH : '/', api, `cw_bucket=${bucket}`).then((o) => [bucket, o]));
      if (i % 30 === 29 && i + 1 < 120) await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(TABLE(states[(i + 1) / 30]!)));
    }
    for (const [bucket, o] of await Promise.all(requests)) {
      expect(o.status).toBe(200);
      if (o.path !== '/') continue;
      const config = parseRuntimeConfigScript((await inspectHtml(o.body)).inlineScripts[0]!) as RuntimeConfig;
      const served = config.versions['remote-jobs']!;
      expect(allowed(bucket).has(served)).toBe(true);
      expect(o.headers.get('x-chainwork-versions')).toContain(`remote-jobs=${served}`);
      expect(config.remotes.jobs).toBe(`/_mf/remote-jobs/${served}/mf-manifest.json`);
    }
  });
});
