import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADERS } from '@chainwork/shared-config';
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_MAX_LENGTH } from '@chainwork/shared-config/sessions';
import { createApiApp } from '../http/app';
import { app as apiApp } from '../index';
import { companyStep, employerA } from '../../test/posting';
import { publicProcedure, router } from '../trpc';
import { clientBookmark, openSession, UNCONSTRAINED, type SessionSource } from './d1-session';

/** The real local D1, with every withSession call written down. */
function recording(db: SessionSource): { db: SessionSource; calls: Array<string | undefined> } {
  const calls: Array<string | undefined> = [];
  return {
    calls,
    db: {
      prepare: (query) => db.prepare(query),
      batch: (statements) => db.batch(statements),
      withSession: (constraintOrBookmark) => {
        calls.push(constraintOrBookmark);
        return db.withSession(constraintOrBookmark);
      },
    },
  };
}

/** A write and a read through the api's real tRPC handler (one session per request). */
const probeRouter = router({
  save: publicProcedure.input(z.string().max(20)).mutation(async ({ ctx, input }) => {
    await ctx.db.prepare('INSERT INTO session_probe (note) VALUES (?)').bind(input).run();
    return { saved: input };
  }),
  notes: publicProcedure.query(async ({ ctx }) =>
    (await ctx.db.prepare('SELECT note FROM session_probe ORDER BY rowid').all<{ note: string }>()).results.map((r) => r.note),
  ),
});
const app = createApiApp(probeRouter);

const post = (procedure: string, input: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://api.internal/trpc/${procedure}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ 0: superjson.serialize(input) }),
  });
const get = (procedure: string, headers: Record<string, string> = {}, input?: unknown) =>
  new Request(
    `http://api.internal/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: superjson.serialize(input) }))}`,
    { headers },
  );

/** The identity the gateway forwards for a signed-in employer. */
const asEmployer = {
  [IDENTITY_HEADERS.userId]: employerA.userId,
  [IDENTITY_HEADERS.email]: employerA.email,
  [IDENTITY_HEADERS.roles]: employerA.roles.join(','),
};

const bookmarkOf = (setCookie: string) => decodeURIComponent(setCookie.slice(D1_BOOKMARK_COOKIE.length + 1).split(';')[0]!);

/** `name=value` of the bookmark cookie a response sets, with its attributes. */
function bookmarkSetCookie(response: Response): string | undefined {
  // getSetCookie() exists at this compatibility date; the default workers-types predate it.
  const all = (response.headers as Headers & { getSetCookie(): string[] }).getSetCookie();
  return all.find((cookie) => cookie.startsWith(`${D1_BOOKMARK_COOKIE}=`));
}

beforeAll(async () => {
  await env.DB.prepare('CREATE TABLE IF NOT EXISTS session_probe (note TEXT NOT NULL)').run();
});

describe('clientBookmark', () => {
  it("accepts what the local D1 writes as a session's bookmark", async () => {
    const session = env.DB.withSession(UNCONSTRAINED);
    await session.prepare('SELECT 1').first();
    const bookmark = session.getBookmark();
    expect(bookmark).toEqual(expect.any(String));
    expect(clientBookmark(bookmark)).toBe(bookmark);
  });

  it('ignores what D1 never writes: oversized, a constraint name, cookie or header syntax, empty', () => {
    const oversized = `${'0'.repeat(8)}-${'a'.repeat(D1_BOOKMARK_MAX_LENGTH)}`;
    for (const bad of [oversized, 'first-primary', UNCONSTRAINED, '0000-0000; Path=/', '0000-0000\r\nx: y', '', 'zz-00', undefined, null]) {
      expect(clientBookmark(bad), String(bad)).toBeNull();
    }
  });

  it('opens an unconstrained session for a bookmark it ignores, and the one given otherwise', () => {
    const { db, calls } = recording(env.DB);
    openSession(db, 'not a bookmark');
    openSession(db, '0000000b-00000004-00004fa5-0c7d2efa0bd7c0d8d1ccb6bd5ef0b0ad');
    expect(calls).toEqual([UNCONSTRAINED, '0000000b-00000004-00004fa5-0c7d2efa0bd7c0d8d1ccb6bd5ef0b0ad']);
  });
});

describe('the bookmark travels: a write answers with it, the next read starts from it', () => {
  it("sets the write's bookmark as an HttpOnly cookie on the api's path, and the next request's session starts from it", async () => {
    const { db, calls } = recording(env.DB);
    const written = await app.fetch(post('save', 'first post'), { ...env, DB: db });
    expect(written.status).toBe(200);
    const setCookie = bookmarkSetCookie(written);
    expect(setCookie).toMatch(/; Path=\/api\/; HttpOnly; SameSite=Lax/);
    const bookmark = bookmarkOf(setCookie!);
    expect(clientBookmark(bookmark)).toBe(bookmark);
    // The write had no bookmark: its session started unconstrained.
    expect(calls).toEqual([UNCONSTRAINED]);

    const read = await app.fetch(get('notes', { cookie: `other=1; ${D1_BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}` }), {
      ...env,
      DB: db,
    });
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain('first post');
    expect(calls).toEqual([UNCONSTRAINED, bookmark]);
    // A read hands out no bookmark (its answer stays free of Set-Cookie).
    expect(bookmarkSetCookie(read)).toBeUndefined();
  });

  it('ignores an invalid or oversized bookmark cookie: the read answers, from an unconstrained session', async () => {
    const { db, calls } = recording(env.DB);
    for (const bad of ['x'.repeat(4000), encodeURIComponent('00-00; Domain=evil.example'), 'first-primary']) {
      const response = await app.fetch(get('notes', { cookie: `${D1_BOOKMARK_COOKIE}=${bad}` }), { ...env, DB: db });
      expect(response.status).toBe(200);
    }
    expect(calls).toEqual([UNCONSTRAINED, UNCONSTRAINED, UNCONSTRAINED]);
  });

  it('uses one session for every procedure of a batch', async () => {
    const { db, calls } = recording(env.DB);
    const response = await app.fetch(
      new Request(`http://api.internal/trpc/notes,notes?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`),
      { ...env, DB: db },
    );
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('an employer who saved a posting step reads their draft from a session that starts at that save', async () => {
    const { db, calls } = recording(env.DB);
    const saved = await apiApp.fetch(post('posting.saveStep', { postingId: null, step: 'company', values: companyStep }, asEmployer), {
      ...env,
      DB: db,
    });
    expect(saved.status).toBe(200);
    const bookmark = bookmarkOf(bookmarkSetCookie(saved)!);
    const draft = await apiApp.fetch(
      get('posting.draft', { ...asEmployer, cookie: `${D1_BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}` }, {}),
      { ...env, DB: db },
    );
    expect(draft.status).toBe(200);
    expect(JSON.stringify(await draft.json())).toContain(companyStep.name);
    expect(calls).toEqual([UNCONSTRAINED, bookmark]);
  });
});
