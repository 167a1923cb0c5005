/**
 * The real api for component tests: the api Worker's own entry (`@chainwork/api`) over a
 * local D1 of this test file (wrangler's getPlatformProxy on a copy of the state migrated
 * once by api-database.global.ts), seeded with the api's insert code and blog loader. Components then read
 * exactly what production answers, through the real tRPC client.
 *
 * Why this and not an in-memory fake: the fake search drifted from the api (its own paging,
 * its own matching). Why getPlatformProxy and not workerd for the whole suite: these tests
 * render React in happy-dom under Node; one local D1 per file costs about a second to start.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import apiWorker from '@chainwork/api';
import { loadBlogContent, type BlogSource } from '@chainwork/api/content';
import { insertJobs, removeAllJobs, type SeedJob, type SqlDatabase } from '@chainwork/api/seed';
import { IDENTITY_HEADERS, type Identity } from '@chainwork/shared-config';
import { API_CONFIG } from '@chainwork/tooling/lib/paths';
import type {} from './api-database.global';

/**
 * The site cannot be reached: what a browser's fetch does offline. A transport fault, so it
 * fails the same whatever the api would have answered (its caches included).
 */
const unreachable: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

/** The api's bindings: its D1 and the vars of api/wrangler.jsonc (the Turnstile test secret among them). */
type ApiBindings = { DB: SqlDatabase } & Record<string, unknown>;

/**
 * A fetch for the tRPC client that hands the request to the api Worker over `env`, with the
 * identity headers the gateway would set for `identity` (none: anonymous).
 */
function workerFetch(env: () => ApiBindings, identity?: Identity): typeof fetch {
  return async (input, init) => {
    // The client calls the site's relative /api/trpc; the api Worker serves /trpc.
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://site.test');
    url.pathname = url.pathname.replace(/^\/api\/trpc\b/, '/trpc');
    const request = new Request(url, init);
    if (identity) {
      request.headers.set(IDENTITY_HEADERS.userId, identity.userId);
      request.headers.set(IDENTITY_HEADERS.email, identity.email);
      request.headers.set(IDENTITY_HEADERS.roles, identity.roles.join(','));
    }
    return apiWorker.fetch(request, env());
  };
}

export interface RealApi {
  /** The api over this file's database. */
  fetch: typeof fetch;
  /** A fetch that cannot reach the site (the calls a test's transport fails go here). */
  failingFetch: typeof fetch;
  /** The same api as `identity` signed in (the headers the gateway sets after verifying a session). */
  signedIn(identity: Identity): RealApi;
  /** Runs SQL on this file's database: what a test reads back (the mail outbox) or sets up the api cannot (an expired link). */
  sql<T>(query: string, ...params: unknown[]): Promise<T[]>;
  /** Replaces every job in the database with `jobs`. */
  seed(jobs: readonly SeedJob[]): Promise<void>;
  /** Makes the blog what `source` says, through the api's own loader (which validates it as `npm start` does). */
  publishBlog(source: BlogSource): Promise<void>;
}

/** Starts the file's database before its tests and stops it after them. */
export function realApiForThisFile(): RealApi {
  let env: ApiBindings | undefined;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chainwork-api-file-'));
    await cp(inject('migratedApiState'), dir, { recursive: true });
    const proxy = await getPlatformProxy<ApiBindings>({ configPath: API_CONFIG, persist: { path: path.join(dir, 'v3') } });
    env = proxy.env;
    stop = proxy.dispose;
  }, 60_000);

  afterAll(async () => {
    await stop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const bindings = () => {
    if (!env) throw new Error('realApiForThisFile(): the database starts in beforeAll');
    return env;
  };
  const database = () => bindings().DB;
  const api = (identity?: Identity): RealApi => ({
    fetch: workerFetch(bindings, identity),
    failingFetch: unreachable,
    signedIn: (who) => api(who),
    async sql<T>(query: string, ...params: unknown[]) {
      const { results } = await database()
        .prepare(query)
        .bind(...params)
        .all<T>();
      return results;
    },
    async seed(jobs) {
      await removeAllJobs(database());
      if (jobs.length > 0) await insertJobs(database(), jobs);
    },
    async publishBlog(source) {
      await loadBlogContent(database(), source);
    },
  });
  return api();
}
