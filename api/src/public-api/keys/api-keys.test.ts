import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import {
  API_KEYS_PER_PERSON,
  API_KEY_LIMIT_MESSAGE,
  API_KEY_PATTERN,
  PUBLIC_API_CACHE_CONTROL,
  PUBLIC_API_KEYED_CACHE_CONTROL,
} from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { NOW, resetJobs } from '../../../test/fixtures';
import { appRouter } from '../../root';
import { createCallerFactory, createContext } from '../../trpc';
import { publicApiRoutes } from '../routes';
import { errorSchema } from '../schemas';

const createCaller = createCallerFactory(appRouter);
const owner: Identity = { userId: 'user-keys-1', email: 'owner@lumen.example', roles: ['employer'] };
const other: Identity = { userId: 'user-keys-2', email: 'other@zk.example', roles: ['employer'] };
const callerFor = (identity: Identity | null, now: Date = NOW) =>
  createCaller(createContext({ db: env.DB, now: () => now, identity })).apiKeys;

const api = new Hono().route('/', publicApiRoutes({ now: () => NOW }));
const getTags = (authorization?: string | null, ifNoneMatch?: string) =>
  api.request(
    '/api/v1/tags',
    { headers: { ...(authorization ? { authorization } : {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } },
    env,
  );

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return (error as TRPCError).code;
}

beforeEach(async () => {
  await resetJobs();
  await env.DB.prepare('DELETE FROM api_keys').run();
});

describe('apiKeys procedures', () => {
  it('shows a new key whole once: the list and the stored row hold only its prefix and its SHA-256', async () => {
    const created = await callerFor(owner).create({ name: '  My reader  ' });
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({ name: 'My reader', prefix: created.key.slice(0, 11), createdAt: NOW });

    const listed = await callerFor(owner).list();
    expect(listed).toEqual([{ id: created.id, name: 'My reader', prefix: created.prefix, createdAt: NOW, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(11));

    const rows = await env.DB.prepare('SELECT * FROM api_keys').all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    const row = rows.results[0]!;
    expect(row.key_hash).toBe(await sha256Hex(created.key));
    for (const value of Object.values(row)) expect(String(value)).not.toContain(created.key.slice(11));
  });

  it('makes every key different (32 random bytes each)', async () => {
    const keys = await Promise.all([1, 2, 3].map((n) => callerFor(owner).create({ name: `key ${n}` })));
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);
  });

  it(`holds at most ${API_KEYS_PER_PERSON} live keys per person, with a clear error beyond; a revoked one frees its place`, async () => {
    const keys = [];
    for (let n = 0; n < API_KEYS_PER_PERSON; n += 1) keys.push(await callerFor(owner).create({ name: `key ${n}` }));
    const refusal = await callerFor(owner)
      .create({ name: 'one too many' })
      .then(
        () => null,
        (e: unknown) => e as TRPCError,
      );
    expect(refusal?.code).toBe('PRECONDITION_FAILED');
    expect(refusal?.message).toBe(API_KEY_LIMIT_MESSAGE);
    // Another person's count is their own.
    expect((await callerFor(other).create({ name: 'theirs' })).key).toMatch(API_KEY_PATTERN);
    await callerFor(owner).revoke({ id: keys[0]!.id });
    expect((await callerFor(owner).create({ name: 'replacement' })).name).toBe('replacement');
  });

  it("revokes only the owner's own key: another person's key is NOT_FOUND and stays live", async () => {
    const mine = await callerFor(owner).create({ name: 'mine' });
    expect(await codeOf(callerFor(other).revoke({ id: mine.id }))).toBe('NOT_FOUND');
    expect((await callerFor(owner).list()).map((k) => k.id)).toEqual([mine.id]);
    expect((await getTags(`Bearer ${mine.key}`)).status).toBe(200);

    expect(await callerFor(owner).revoke({ id: mine.id })).toEqual({ id: mine.id });
    expect(await callerFor(owner).list()).toEqual([]);
    expect(await codeOf(callerFor(owner).revoke({ id: mine.id }))).toBe('NOT_FOUND');
    expect(await codeOf(callerFor(owner).revoke({ id: 'no-such-key' }))).toBe('NOT_FOUND');
  });

  it('needs a signed-in person, and a one-line name of 1 to 60 characters', async () => {
    expect(await codeOf(callerFor(null).list())).toBe('UNAUTHORIZED');
    expect(await codeOf(callerFor(null).create({ name: 'x' }))).toBe('UNAUTHORIZED');
    expect(await codeOf(callerFor(null).revoke({ id: 'x' }))).toBe('UNAUTHORIZED');
    for (const name of ['', '   ', 'x'.repeat(61), 'two\nlines'])
      expect(await codeOf(callerFor(owner).create({ name }))).toBe('BAD_REQUEST');
  });
});

describe('keys at the public API', () => {
  it('serves a live key and notes its last use', async () => {
    const created = await callerFor(owner).create({ name: 'reader' });
    const response = await getTags(`Bearer ${created.key}`);
    expect(response.status).toBe(200);
    expect((await callerFor(owner).list())[0]!.lastUsedAt).toEqual(NOW);
  });

  it('keeps a keyed answer private and asks again every time, so a revoked key stops at once', async () => {
    const created = await callerFor(owner).create({ name: 'poller' });
    const keyed = await getTags(`Bearer ${created.key}`);
    expect(keyed.headers.get('cache-control')).toBe(PUBLIC_API_KEYED_CACHE_CONTROL);
    expect(keyed.headers.get('vary')).toMatch(/authorization/i);
    const anonymous = await getTags(null);
    expect(anonymous.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    expect(anonymous.headers.get('vary')).toMatch(/authorization/i);
    await callerFor(owner).revoke({ id: created.id });
    expect((await getTags(`Bearer ${created.key}`, keyed.headers.get('etag')!)).status).toBe(401);
  });

  it('answers 401 in the error shape to a revoked, unknown or malformed key, never anonymously', async () => {
    const created = await callerFor(owner).create({ name: 'reader' });
    await callerFor(owner).revoke({ id: created.id });
    const unknown = `cw_${'A'.repeat(43)}`;
    for (const authorization of [
      `Bearer ${created.key}`,
      `Bearer ${unknown}`,
      'Bearer nope',
      `Basic ${created.key}`,
      `Bearer ${created.key} extra`,
    ]) {
      const response = await getTags(authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(errorSchema.parse(await response.json()).error.code).toBe('unauthorized');
    }
    expect((await getTags()).status).toBe(200);
  });
});
