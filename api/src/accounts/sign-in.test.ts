import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import { jwtVerify, importSPKI } from 'jose';
import { SESSION_COOKIE, SIGN_IN_MAX_WRONG_CODES, SIGN_IN_MESSAGES, SIGN_IN_TTL_MINUTES } from '@chainwork/shared-config';
import { SIGN_IN_DEVICE_COOKIE, SIGN_IN_RATE_LIMITS } from '@chainwork/shared-config/sessions';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsCaller, clearAccounts, lastSignInMail, SITE, testKeyPair } from '../../test/accounts';

let keys: { privatePem: string; publicPem: string };
let clock: Date;
const now = () => clock;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  keys = await testKeyPair();
});
beforeEach(async () => {
  await clearAccounts();
  clock = new Date('2026-06-01T12:00:00.000Z');
});

const local = (clientKey = 'client-a') => accountsCaller({ privatePem: keys.privatePem, now, clientKey });

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe('auth.requestSignIn', () => {
  it('mails a link and a 6-digit code, and stores neither in clear', async () => {
    const { caller } = local();
    const answer = await caller.auth.requestSignIn({ email: ' Ada@Example.com ', intent: 'sign-up' });
    expect(answer.email).toBe('ada@example.com');
    expect(answer.expiresAt.getTime() - clock.getTime()).toBe(SIGN_IN_TTL_MINUTES * 60_000);

    const mail = await lastSignInMail('ada@example.com');
    expect(mail.link.startsWith(`${SITE}/sign-up?token=`)).toBe(true);
    expect(mail.subject).toContain(mail.code);
    expect(mail.html).toContain(mail.code);

    const row = await env.DB.prepare('SELECT * FROM sign_in_attempts WHERE id = ?1')
      .bind(answer.attemptId)
      .first<Record<string, unknown>>();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(mail.token);
    expect(stored).not.toContain(`"${mail.code}"`);
    expect(row?.link_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same way whether or not the address has an account', async () => {
    const { caller } = local();
    await caller.auth.requestSignIn({ email: 'known@example.com', intent: 'sign-in' });
    await caller.auth.verifyLink({ token: (await lastSignInMail('known@example.com')).token });

    const known = await caller.auth.requestSignIn({ email: 'known@example.com', intent: 'sign-in' });
    const unknown = await caller.auth.requestSignIn({ email: 'nobody@example.com', intent: 'sign-in' });
    const shape = (a: typeof known) => ({ keys: Object.keys(a).sort(), ttl: a.expiresAt.getTime() - clock.getTime() });
    expect(shape(known)).toEqual(shape(unknown));
  });

  it('refuses an invalid address with the stable message', async () => {
    const error = await rejection(local().caller.auth.requestSignIn({ email: 'not-an-address', intent: 'sign-in' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(SIGN_IN_MESSAGES.invalidEmail);
  });

  it('limits e-mails per address from one network, which no other network can use up', async () => {
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.perEmail.limit; i += 1) {
      await local('client-a').caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    }
    const error = await rejection(local('client-a').caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(SIGN_IN_MESSAGES.tooManyForEmail);
    // The reproduction: requests from 5 networks used to lock the address for everyone.
    await expect(local('client-b').caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' })).resolves.toBeTruthy();
    later(SIGN_IN_RATE_LIMITS.perEmail.windowMinutes + 1);
    await expect(local('client-a').caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' })).resolves.toBeTruthy();
  });

  it('a flood from many networks stops mailing the address, but never locks its owner out', async () => {
    // The owner signed in on this device before: it holds a known-device token.
    const home = local('home');
    await home.caller.auth.requestSignIn({ email: 'mod@example.com', intent: 'sign-in' });
    await home.caller.auth.verifyLink({ token: (await lastSignInMail('mod@example.com')).token });
    const deviceToken = /__chainwork_device=([^;]+)/.exec(home.responseHeaders.get('set-cookie') ?? '')?.[1];
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // An attacker asks for the address from many networks, each under its own limit (the
    // owner's own request above counts too).
    const { limit } = SIGN_IN_RATE_LIMITS.perEmailAllClients;
    for (let i = 1; i < limit; i += 1)
      await local(`botnet-${i}`).caller.auth.requestSignIn({ email: 'mod@example.com', intent: 'sign-in' });
    const flooded = await rejection(local('botnet-new').caller.auth.requestSignIn({ email: 'mod@example.com', intent: 'sign-in' }));
    expect(flooded.code).toBe('TOO_MANY_REQUESTS');
    expect(flooded.message).toBe(SIGN_IN_MESSAGES.floodedEmail);
    // A device known for another address (the attacker's own) is no key to this one.
    const attacker = local('botnet-1');
    await attacker.caller.auth.requestSignIn({ email: 'attacker@example.com', intent: 'sign-in' });
    await attacker.caller.auth.verifyLink({ token: (await lastSignInMail('attacker@example.com')).token });
    const attackerDevice = /__chainwork_device=([^;]+)/.exec(attacker.responseHeaders.get('set-cookie') ?? '')?.[1];
    const borrowed = accountsCaller({ privatePem: keys.privatePem, now, clientKey: 'botnet-new', deviceToken: attackerDevice });
    expect((await rejection(borrowed.caller.auth.requestSignIn({ email: 'mod@example.com', intent: 'sign-in' }))).message).toBe(
      SIGN_IN_MESSAGES.floodedEmail,
    );

    // The owner's known device still gets its mail and signs in, from any network.
    const owner = accountsCaller({ privatePem: keys.privatePem, now, clientKey: 'cafe-wifi', deviceToken });
    await owner.caller.auth.requestSignIn({ email: 'mod@example.com', intent: 'sign-in' });
    await expect(owner.caller.auth.verifyLink({ token: (await lastSignInMail('mod@example.com')).token })).resolves.toMatchObject({
      identity: { email: 'mod@example.com' },
    });
  });

  it('a new device of the owner can still sign in with a link from the flood', async () => {
    const { limit } = SIGN_IN_RATE_LIMITS.perEmailAllClients;
    for (let i = 0; i < limit; i += 1)
      await local(`botnet-${i}`).caller.auth.requestSignIn({ email: 'new@example.com', intent: 'sign-in' });
    const phone = local('phone');
    await expect(phone.caller.auth.verifyLink({ token: (await lastSignInMail('new@example.com')).token })).resolves.toMatchObject({
      identity: { email: 'new@example.com' },
    });
  });

  it('limits e-mails per client, whatever the address', async () => {
    const { caller } = local('busy-client');
    for (let i = 0; i < SIGN_IN_RATE_LIMITS.perClient.limit; i += 1) {
      await caller.auth.requestSignIn({ email: `person${i}@example.com`, intent: 'sign-in' });
    }
    const error = await rejection(caller.auth.requestSignIn({ email: 'one-more@example.com', intent: 'sign-in' }));
    expect(error.message).toBe(SIGN_IN_MESSAGES.tooManyForClient);
    await expect(
      local('other-client').caller.auth.requestSignIn({ email: 'one-more@example.com', intent: 'sign-in' }),
    ).resolves.toBeTruthy();
  });

  it('says so plainly when the mail cannot be sent', async () => {
    const failing = accountsCaller({
      privatePem: keys.privatePem,
      now,
      mailer: { send: () => Promise.reject(new Error('provider down')) },
    });
    const error = await rejection(failing.caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(SIGN_IN_MESSAGES.sendFailed);
  });

  it('is refused when the hosted provider signs people in', async () => {
    const clerk = accountsCaller({ privatePem: keys.privatePem, now, settings: { authProvider: 'clerk' } });
    const error = await rejection(clerk.caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' }));
    expect(error.code).toBe('PRECONDITION_FAILED');
  });
});

describe('auth.verifyLink', () => {
  it('signs in once: a session cookie, a new account and a welcome mail; the link cannot be reused', async () => {
    const { caller, responseHeaders } = local();
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-up' });
    const { token } = await lastSignInMail('ada@example.com');

    const session = await caller.auth.verifyLink({ token });
    expect(session.created).toBe(true);
    expect(session.identity).toMatchObject({ email: 'ada@example.com', roles: ['employer'] });
    // getSetCookie() exists at this compatibility date; the pinned workers-types predate it.
    const [cookie, device] = (responseHeaders as Headers & { getSetCookie(): string[] }).getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    // The device is known for the address from now on (its token in an HttpOnly cookie, only a hash stored).
    expect(device).toMatch(
      new RegExp(`^${SIGN_IN_DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=34560000; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    const stored = await env.DB.prepare('SELECT device_hash FROM sign_in_devices WHERE email = ?1').bind('ada@example.com').all();
    expect(JSON.stringify(stored.results)).not.toContain(device!.split(/[=;]/)[1]);

    const welcome = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'welcome' AND to_address = 'ada@example.com'",
    ).first<{ n: number }>();
    expect(welcome?.n).toBe(1);

    const reused = await rejection(caller.auth.verifyLink({ token }));
    expect(reused.message).toBe(SIGN_IN_MESSAGES.expired);
  });

  it('issues an RS256 token for this site that the public key verifies', async () => {
    const { caller, responseHeaders } = local();
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const session = await caller.auth.verifyLink({ token: (await lastSignInMail('ada@example.com')).token });
    const token = /__session=([^;]+)/.exec(responseHeaders.get('set-cookie') ?? '')?.[1] ?? '';
    const { payload, protectedHeader } = await jwtVerify(token, await importSPKI(keys.publicPem, 'RS256'), { currentDate: clock });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: session.identity.userId, email: 'ada@example.com', azp: SITE });
  });

  it('refuses a link after 15 minutes', async () => {
    const { caller } = local();
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const { token } = await lastSignInMail('ada@example.com');
    later(SIGN_IN_TTL_MINUTES);
    expect((await rejection(caller.auth.verifyLink({ token }))).message).toBe(SIGN_IN_MESSAGES.expired);
  });

  it('keeps the same account on a later sign-in and sends no second welcome', async () => {
    const { caller } = local();
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const first = await caller.auth.verifyLink({ token: (await lastSignInMail('ada@example.com')).token });
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const second = await caller.auth.verifyLink({ token: (await lastSignInMail('ada@example.com')).token });
    expect(second.created).toBe(false);
    expect(second.identity.userId).toBe(first.identity.userId);
    const welcome = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'welcome'").first<{ n: number }>();
    expect(welcome?.n).toBe(1);
  });

  it("closes the address's other open links once one is used", async () => {
    const { caller } = local();
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const older = await lastSignInMail('ada@example.com');
    await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    await caller.auth.verifyLink({ token: (await lastSignInMail('ada@example.com')).token });
    expect((await rejection(caller.auth.verifyLink({ token: older.token }))).message).toBe(SIGN_IN_MESSAGES.expired);
  });
});

describe('auth.verifyCode', () => {
  it('signs in with the code, once', async () => {
    const { caller, responseHeaders } = local();
    const { attemptId } = await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const { code } = await lastSignInMail('ada@example.com');
    const session = await caller.auth.verifyCode({ attemptId, code });
    expect(session.identity.email).toBe('ada@example.com');
    expect(responseHeaders.get('set-cookie')).toContain(`${SESSION_COOKIE}=`);
    expect((await rejection(caller.auth.verifyCode({ attemptId, code }))).message).toBe(SIGN_IN_MESSAGES.expired);
  });

  it(`locks the attempt after ${SIGN_IN_MAX_WRONG_CODES} wrong codes, even for the right one after`, async () => {
    const { caller } = local();
    const { attemptId } = await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const { code, token } = await lastSignInMail('ada@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < SIGN_IN_MAX_WRONG_CODES; i += 1) {
      const error = await rejection(caller.auth.verifyCode({ attemptId, code: wrong }));
      expect(error.message).toContain(SIGN_IN_MESSAGES.wrongCode);
      expect(error.message).toContain(`${SIGN_IN_MAX_WRONG_CODES - i} tr`);
    }
    expect((await rejection(caller.auth.verifyCode({ attemptId, code: wrong }))).message).toBe(SIGN_IN_MESSAGES.locked);
    expect((await rejection(caller.auth.verifyCode({ attemptId, code }))).message).toBe(SIGN_IN_MESSAGES.locked);
    // The link of a locked attempt is dead too.
    expect((await rejection(caller.auth.verifyLink({ token }))).message).toBe(SIGN_IN_MESSAGES.expired);
  });

  it('refuses a code after 15 minutes and an unknown attempt', async () => {
    const { caller } = local();
    const { attemptId } = await caller.auth.requestSignIn({ email: 'ada@example.com', intent: 'sign-in' });
    const { code } = await lastSignInMail('ada@example.com');
    later(SIGN_IN_TTL_MINUTES + 1);
    expect((await rejection(caller.auth.verifyCode({ attemptId, code }))).message).toBe(SIGN_IN_MESSAGES.expired);
    expect((await rejection(caller.auth.verifyCode({ attemptId: crypto.randomUUID(), code }))).message).toBe(SIGN_IN_MESSAGES.expired);
  });
});

describe('auth.signOut', () => {
  it('clears the session cookie', async () => {
    const { caller, responseHeaders } = local();
    await caller.auth.signOut();
    expect(responseHeaders.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$`),
    );
  });
});
