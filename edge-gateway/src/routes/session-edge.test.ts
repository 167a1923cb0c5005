/**
 * The session at the edge, through the whole gateway: identity headers are the gateway's
 * alone, mutations from other sites are refused, documents carry the verified session,
 * private pages are noindex, and /dev/outbox exists only on a loopback site.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_KEY_HEADER, IDENTITY_HEADERS, IDENTITY_HEADER_NAMES, SESSION_COOKIE, type RuntimeConfig } from '@chainwork/shared-config';
import { D1_BOOKMARK_COOKIE, SIGN_IN_DEVICE_COOKIE } from '@chainwork/shared-config/sessions';
import { createApp } from '../app';
import type { Bindings } from '../env';
import { publishFixtures } from '../../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../../test/inspect-html';
import { localToken, nowS, testKeys, type TestKeys } from '../../test/session-tokens';
import { realApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const SITE = 'http://127.0.0.1:8787';
let keys: TestKeys;
beforeAll(async () => {
  keys = await testKeys();
});
beforeEach(async () => {
  await publishFixtures(env);
});

const forged = {
  [IDENTITY_HEADERS.userId]: 'usr_admin',
  [IDENTITY_HEADERS.email]: 'boss@example.com',
  [IDENTITY_HEADERS.roles]: 'employer,moderator',
  [CLIENT_KEY_HEADER]: 'someone-else',
};

function call(api: RecordingApi, path: string, init: RequestInit = {}, vars: Partial<Bindings> = {}) {
  return createApp().request(path, init, testEnv(api, { AUTH_JWT_KEY: keys.publicPem, SITE_URL: SITE, ...vars }));
}

/** The api's own answer to "who is signed in?": the identity it trusted from the gateway's headers. */
const ME = '/api/trpc/account.me';
const me = async (response: Response) => ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;

/** A real mutation (harmless with or without a session), to test what the gateway lets through. */
const SIGN_OUT = '/api/trpc/auth.signOut';
const signOut = (headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify({ json: null }),
  headers: { 'content-type': 'application/json', ...headers },
});

function setCookies(response: Response): string[] {
  return (response.headers as Headers & { getSetCookie(): string[] }).getSetCookie();
}

describe('identity headers on the way to the api', () => {
  it('strips client-sent identity and client-key headers from an anonymous request', async () => {
    const api = await realApi();
    const response = await call(api, ME, { headers: forged });
    const received = api.received[0]!.headers;
    for (const name of IDENTITY_HEADER_NAMES) expect(received[name]).toBeUndefined();
    expect(received[CLIENT_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(await me(response)).toBeNull();
  });

  it('replaces forged headers with the verified identity of a valid session', async () => {
    const api = await realApi();
    const token = await localToken(keys, SITE, { sub: 'usr_ada', email: 'ada@example.com' });
    const response = await call(api, ME, { headers: { ...forged, cookie: `${SESSION_COOKIE}=${token}` } });
    const received = api.received[0]!.headers;
    expect(received[IDENTITY_HEADERS.userId]).toBe('usr_ada');
    expect(received[IDENTITY_HEADERS.email]).toBe('ada@example.com');
    expect(received[IDENTITY_HEADERS.roles]).toBe('employer');
    expect(received.cookie).toBeUndefined();
    expect(await me(response)).toEqual({ userId: 'usr_ada', email: 'ada@example.com', roles: ['employer'] });
  });

  it("forwards the known-device cookie the api's sign-in limits read, and no other cookie", async () => {
    const api = await realApi();
    const token = await localToken(keys, SITE);
    await call(api, ME, { headers: { cookie: `${SESSION_COOKIE}=${token}; ${SIGN_IN_DEVICE_COOKIE}=dev_1; cw_bucket=7` } });
    expect(api.received[0]!.headers.cookie).toBe(`${SIGN_IN_DEVICE_COOKIE}=dev_1`);
  });

  it("forwards the D1 bookmark cookie the api's reads start from, beside the known-device cookie", async () => {
    const api = await realApi();
    const bookmark = '0000000b-00000004-00004fa5-0c7d2efa0bd7c0d8d1ccb6bd5ef0b0ad';
    await call(api, ME, { headers: { cookie: `cw_bucket=7; ${D1_BOOKMARK_COOKIE}=${bookmark}; ${SIGN_IN_DEVICE_COOKIE}=dev_1` } });
    expect(api.received[0]!.headers.cookie).toBe(`${D1_BOOKMARK_COOKIE}=${bookmark}; ${SIGN_IN_DEVICE_COOKIE}=dev_1`);
  });

  it('gives the moderator role to MODERATOR_EMAILS', async () => {
    const api = await realApi();
    const token = await localToken(keys, SITE, { email: 'Mod@Example.com' });
    const response = await call(
      api,
      ME,
      { headers: { cookie: `${SESSION_COOKIE}=${token}` } },
      { MODERATOR_EMAILS: 'other@example.com, mod@example.com' },
    );
    expect(api.received[0]!.headers[IDENTITY_HEADERS.roles]).toBe('employer,moderator');
    expect(await me(response)).toMatchObject({ roles: ['employer', 'moderator'] });
  });

  it('forwards no identity for a forged, expired or foreign session (and strips the forged headers)', async () => {
    const other = await testKeys();
    const tokens = [
      await localToken(other, SITE),
      await localToken(keys, SITE, { iat: nowS() - 7200, nbf: nowS() - 7200, exp: nowS() - 60 }),
      await localToken(keys, 'https://elsewhere.example'),
    ];
    for (const token of tokens) {
      const api = await realApi();
      const response = await call(api, ME, { headers: { ...forged, cookie: `${SESSION_COOKIE}=${token}` } });
      for (const name of IDENTITY_HEADER_NAMES) expect(api.received[0]!.headers[name]).toBeUndefined();
      expect(await me(response)).toBeNull();
    }
  });
});

describe('signing out ends the session, not only the cookie', () => {
  /** A token of its own per test: the SESSIONS namespace is shared by the whole run. */
  const tokenFor = (sub: string, sid: string, claims: Record<string, unknown> = {}) =>
    localToken(keys, SITE, { sub, sid, email: `${sub}@example.com`, ...claims });
  const withCookie = (token: string, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: `${SESSION_COOKIE}=${token}` },
  });

  it('a signed-out token answers as nobody, on the api and on documents, and its cookie is dropped', async () => {
    const api = await realApi();
    const token = await tokenFor('usr_out', 'sess_out_1');
    expect(await me(await call(api, ME, withCookie(token)))).toMatchObject({ userId: 'usr_out' });
    const out = await call(api, SIGN_OUT, withCookie(token, signOut()));
    expect(out.status).toBe(200);
    expect(setCookies(out).join()).toContain(`${SESSION_COOKIE}=;`);
    // The same token, replayed as if the cookie had been kept (a stolen copy, another tab).
    expect(await me(await call(api, ME, withCookie(token)))).toBeNull();
    const page = await call(api, '/', withCookie(token));
    expect(setCookies(page).join()).toContain(`${SESSION_COOKIE}=;`);
    const { inlineScripts } = await inspectHtml(await page.text());
    const config = inlineScripts.find((text) => text.startsWith('window.__CHAINWORK__='));
    expect((parseRuntimeConfigScript(config!) as RuntimeConfig).session).toBeNull();
  });

  it("a new sign-in of the same person is a new session, untouched by the old one's sign-out", async () => {
    const api = await realApi();
    const old = await tokenFor('usr_again', 'sess_again_1');
    await call(api, SIGN_OUT, withCookie(old, signOut()));
    const fresh = await tokenFor('usr_again', 'sess_again_2');
    expect(await me(await call(api, ME, withCookie(fresh)))).toMatchObject({ userId: 'usr_again' });
    expect(await me(await call(api, ME, withCookie(old)))).toBeNull();
  });

  it('"sign out everywhere" ends every session issued until then, on every device, and not later ones', async () => {
    const api = await realApi();
    const earlier = { iat: nowS() - 30, nbf: nowS() - 30 };
    const laptop = await tokenFor('usr_all', 'sess_all_laptop', earlier);
    const phone = await tokenFor('usr_all', 'sess_all_phone', earlier);
    const other = await tokenFor('usr_bystander', 'sess_bystander', earlier);
    const everywhere = await call(api, '/api/trpc/auth.signOutEverywhere', withCookie(laptop, signOut()));
    expect(everywhere.status).toBe(200);
    expect(await me(await call(api, ME, withCookie(laptop)))).toBeNull();
    expect(await me(await call(api, ME, withCookie(phone)))).toBeNull();
    expect(await me(await call(api, ME, withCookie(other)))).toMatchObject({ userId: 'usr_bystander' });
    // Signed in again afterwards (the next second at the earliest: `iat` counts whole seconds).
    const later = await tokenFor('usr_all', 'sess_all_new', { iat: nowS() + 1, nbf: nowS() });
    expect(await me(await call(api, ME, withCookie(later)))).toMatchObject({ userId: 'usr_all' });
  });

  it('"sign out everywhere" needs a session', async () => {
    const api = await realApi();
    expect((await call(api, '/api/trpc/auth.signOutEverywhere', signOut())).status).toBe(401);
  });
});

describe('cross-site mutations', () => {
  it('refuses a mutation whose Origin is another site, before the api sees it', async () => {
    const api = await realApi();
    const response = await call(api, SIGN_OUT, signOut({ origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    const refusedByFetchMetadata = await call(api, SIGN_OUT, signOut({ 'sec-fetch-site': 'cross-site' }));
    expect(refusedByFetchMetadata.status).toBe(403);
    expect(api.received).toHaveLength(0);
  });

  it('accepts the site itself and the origin the request was served on', async () => {
    const api = await realApi();
    expect((await call(api, SIGN_OUT, signOut({ origin: SITE }))).status).toBe(200);
    expect(
      (await call(api, `http://127.0.0.1:8813${SIGN_OUT}`, signOut({ origin: 'http://127.0.0.1:8813', 'sec-fetch-site': 'same-origin' })))
        .status,
    ).toBe(200);
    expect(api.received).toHaveLength(2);
  });
});

describe('documents', () => {
  async function runtimeConfig(response: Response): Promise<RuntimeConfig> {
    const { inlineScripts } = await inspectHtml(await response.text());
    const script = inlineScripts.find((text) => text.startsWith('window.__CHAINWORK__='));
    if (!script) throw new Error('no runtime config');
    return parseRuntimeConfigScript(script) as RuntimeConfig;
  }

  it('carry the verified session, so the page knows who is signed in from its first paint', async () => {
    const token = await localToken(keys, SITE, { sub: 'usr_ada', email: 'ada@example.com' });
    const response = await call(
      await realApi(),
      '/',
      { headers: { cookie: `${SESSION_COOKIE}=${token}` } },
      { MODERATOR_EMAILS: 'ada@example.com' },
    );
    const config = await runtimeConfig(response);
    expect(config.session).toMatchObject({ userId: 'usr_ada', email: 'ada@example.com', roles: ['employer', 'moderator'] });
    expect(config.session?.expiresAt).toBeGreaterThan(Date.now());
    expect(config.settings.authProvider).toBe('local');
  });

  it('are anonymous without a valid session, and drop a dead local session cookie', async () => {
    const expired = await localToken(keys, SITE, { iat: nowS() - 7200, nbf: nowS() - 7200, exp: nowS() - 60 });
    const response = await call(await realApi(), '/', { headers: { cookie: `${SESSION_COOKIE}=${expired}` } });
    // Emptied and expired with the attributes the api set it with.
    expect(setCookies(response)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly(; Secure)?; SameSite=Lax$`),
      ),
    );
    expect((await runtimeConfig(response)).session).toBeNull();
  });

  it('mark private pages noindex, and only those', async () => {
    const api = await realApi();
    const privatePage = await call(api, '/account/jobs');
    expect(privatePage.status).toBe(200);
    expect(privatePage.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await call(api, '/about')).headers.get('x-robots-tag')).toBeNull();
  });
});

describe('/dev/outbox', () => {
  it("shows the api's outbox on a loopback site, without the visitor's cookies", async () => {
    const api = await realApi();
    const response = await call(api, '/dev/outbox', { headers: { cookie: 'x=1' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Outbox</h1>');
    expect(api.received).toHaveLength(1);
    expect(api.received[0]!.headers.cookie).toBeUndefined();
  });

  it('answers 404 in production settings without asking the api', async () => {
    const api = await realApi();
    const response = await call(api, '/dev/outbox', {}, { SITE_URL: 'https://chainwork.example' });
    expect(response.status).toBe(404);
    expect(api.received).toHaveLength(0);
  });
});
