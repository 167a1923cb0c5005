import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLERK_ISSUER, clerkToken, localToken, nowS, testKeys, type TestKeys } from '../../test/session-tokens';
import { rolesOf, verifySession } from './verify-session';

const SITE = 'https://chainwork.example';
let keys: TestKeys;
let otherKeys: TestKeys;
const options = (issuer = SITE) => ({ jwtKey: keys.publicPem, siteUrl: SITE, issuer, moderatorEmails: new Set<string>() });

beforeAll(async () => {
  keys = await testKeys();
  otherKeys = await testKeys();
});

describe('verifySession', () => {
  it("accepts the local provider's token and reads the identity", async () => {
    const check = await verifySession(await localToken(keys, SITE), options());
    expect(check).toEqual({
      ok: true,
      identity: {
        userId: 'usr_1',
        email: 'ada@example.com',
        roles: ['employer'],
        session: { id: 'sess_1', expiresAt: expect.any(Number) },
      },
      expiresAt: expect.any(Number),
      issuedAt: expect.any(Number),
    });
  });

  it('accepts a Clerk-shaped token through the same path, with the moderator role from public metadata', async () => {
    const check = await verifySession(await clerkToken(keys, SITE), options(CLERK_ISSUER));
    expect(check.ok && check.identity).toEqual({
      userId: 'user_2RfWKJREkjKbHZy0Wqa5qrHeAnb',
      email: 'grace@example.com',
      roles: ['employer', 'moderator'],
      session: { id: 'sess_2Ro7e2IxrffdqBboq8KfB6eGbIy', expiresAt: expect.any(Number) },
    });
  });

  it('refuses a token from another issuer, or naming none', async () => {
    expect(await verifySession(await localToken(keys, SITE, { iss: 'https://evil.example' }), options())).toEqual({
      ok: false,
      reason: 'wrong-issuer',
    });
    expect(await verifySession(await localToken(keys, SITE, { iss: undefined }), options())).toEqual({ ok: false, reason: 'wrong-issuer' });
    // A Clerk token is not a local one, nor the reverse, though one key signed both here.
    expect(await verifySession(await clerkToken(keys, SITE), options())).toMatchObject({ ok: false });
    expect(await verifySession(await localToken(keys, SITE), options(CLERK_ISSUER))).toMatchObject({ ok: false });
  });

  it('refuses a token for another audience, or for none', async () => {
    expect(await verifySession(await localToken(keys, SITE, { aud: 'https://evil.example' }), options())).toEqual({
      ok: false,
      reason: 'wrong-party',
    });
    expect(await verifySession(await localToken(keys, SITE, { aud: undefined }), options())).toEqual({ ok: false, reason: 'wrong-party' });
    expect(await verifySession(await localToken(keys, SITE, { aud: ['https://other.example', SITE] }), options())).toMatchObject({
      ok: true,
    });
  });

  it('refuses a token without the session id or issue time that sign-out needs', async () => {
    expect(await verifySession(await localToken(keys, SITE, { sid: undefined }), options())).toEqual({ ok: false, reason: 'incomplete' });
    expect(await verifySession(await localToken(keys, SITE, { iat: undefined }), options())).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('refuses a token signed by another key (forged)', async () => {
    expect(await verifySession(await localToken(otherKeys, SITE), options())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token and one not valid yet', async () => {
    expect(
      await verifySession(await localToken(keys, SITE, { iat: nowS() - 7200, nbf: nowS() - 7200, exp: nowS() - 60 }), options()),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySession(await localToken(keys, SITE, { nbf: nowS() + 600 }), options())).toMatchObject({ ok: false });
  });

  it('refuses a token for another site, and one for no site at all', async () => {
    expect(await verifySession(await localToken(keys, 'https://evil.example'), options())).toEqual({ ok: false, reason: 'wrong-party' });
    expect(await verifySession(await localToken(keys, SITE, { azp: undefined }), options())).toEqual({ ok: false, reason: 'wrong-party' });
  });

  it('refuses a token without a subject or e-mail, garbage, and everything when no key is configured', async () => {
    expect(await verifySession(await localToken(keys, SITE, { email: undefined }), options())).toEqual({ ok: false, reason: 'incomplete' });
    expect(await verifySession('not.a.token', options())).toMatchObject({ ok: false });
    expect(await verifySession(await localToken(keys, SITE), { ...options(), jwtKey: null })).toEqual({ ok: false, reason: 'no-key' });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await localToken(keys, SITE)).split('.');
    const payload = btoa(
      JSON.stringify({ sub: 'usr_admin', email: 'boss@example.com', azp: SITE, exp: nowS() + 3600, iat: nowS(), nbf: nowS() }),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await verifySession(`${header}.${payload}.${signature}`, options())).toMatchObject({ ok: false });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'usr_1', email: 'a@b.co', azp: SITE, exp: nowS() + 60 })}.`;
    expect(await verifySession(unsigned, options())).toMatchObject({ ok: false });
  });
});

describe('verifySession (property: nothing forged gets in)', () => {
  it('refuses any token with a wrong signer, a foreign party, or an expiry in the past', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          forged: fc.boolean(),
          party: fc.oneof(fc.constant(SITE), fc.webUrl({ validSchemes: ['https', 'http'] })),
          expOffsetS: fc.integer({ min: -86_400 * 30, max: 86_400 }),
          sub: fc.string({ minLength: 1, maxLength: 40 }),
        }),
        async ({ forged, party, expOffsetS, sub }) => {
          const exp = nowS() + expOffsetS;
          const token = await localToken(forged ? otherKeys : keys, party, {
            sub,
            exp,
            iat: Math.min(nowS(), exp - 1),
            nbf: Math.min(nowS(), exp - 1),
          });
          const check = await verifySession(token, options());
          // Clerk allows 5 s of clock skew; an expiry inside it is not "in the past" yet.
          const shouldPass = !forged && party === SITE && expOffsetS > 5;
          if (shouldPass) expect(check.ok).toBe(true);
          else if (!forged && party === SITE && expOffsetS > -5) return;
          else expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('refuses every byte-level corruption of a valid token', async () => {
    const token = await localToken(keys, SITE);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: token.length - 1 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
        async (index, replacement) => {
          if (token[index] === replacement || token[index] === '.') return;
          const corrupted = token.slice(0, index) + replacement + token.slice(index + 1);
          const check = await verifySession(corrupted, options());
          // A change in the last character's unused low bits may decode to the same bytes.
          if (check.ok) expect(index).toBe(token.length - 1);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('rolesOf', () => {
  it('adds moderator from MODERATOR_EMAILS or metadata, never anything unknown', () => {
    const list = new Set(['mod@example.com']);
    expect(rolesOf({}, 'mod@example.com', list)).toEqual(['employer', 'moderator']);
    expect(rolesOf({ metadata: { roles: ['moderator', 'root'] } }, 'x@example.com', list)).toEqual(['employer', 'moderator']);
    expect(rolesOf({ metadata: { role: 'admin' } }, 'x@example.com', list)).toEqual(['employer']);
    expect(rolesOf({ metadata: 'moderator' }, 'x@example.com', list)).toEqual(['employer']);
  });
});
