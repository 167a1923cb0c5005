/**
 * The local identity provider: an e-mail with a one-time link and a 6-digit code, then a
 * session token in a cookie. Every outcome is a typed value; the router turns failures
 * into tRPC errors with the stable messages of SIGN_IN_MESSAGES.
 */
import {
  ACCOUNT_PATHS,
  SIGN_IN_LINK_PARAM,
  SIGN_IN_MAX_WRONG_CODES,
  SIGN_IN_TTL_MINUTES,
  route,
  type Identity,
  type SignInIntent,
} from '@chainwork/shared-config';
import { SIGN_IN_RATE_LIMITS } from '@chainwork/shared-config/sessions';
import { createElement } from 'react';
import type { ApiSettings } from '../config/settings';
import type { SqlDatabase } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates/render-mail';
import { SignInMail, signInSubject } from '../mail/templates/SignInMail';
import { WELCOME_SUBJECT, WelcomeMail } from '../mail/templates/WelcomeMail';
import { claimAttempt, closeOtherAttempts, countSince, findAttempt, insertAttempt, recordWrongCode } from './attempts-repo';
import { isKnownDevice, rememberDevice } from './devices-repo';
import { codeHash, linkHash, randomCode, randomToken } from './secrets';
import { signSessionToken } from './session-token';
import { upsertUser } from './users-repo';
import { MINUTE_MS } from '@chainwork/shared-config/time';

export interface SignInDeps {
  db: SqlDatabase;
  now: () => Date;
  mailer: Mailer;
  settings: ApiSettings;
  /** Who the client is, as the gateway says (a hash); rate limits count per client. */
  clientKey: string;
  /** The device's known-device token (SIGN_IN_DEVICE_COOKIE), if it sent one. */
  deviceToken: string | null;
}

export type SignInFailure =
  'too-many-for-email' | 'too-many-for-client' | 'email-flooded' | 'send-failed' | 'wrong-code' | 'locked' | 'expired';

export type RequestResult =
  | { ok: true; attemptId: string; expiresAt: Date }
  | { ok: false; reason: Extract<SignInFailure, 'too-many-for-email' | 'too-many-for-client' | 'email-flooded' | 'send-failed'> };

export type VerifyResult =
  | { ok: true; identity: Identity; token: string; expiresAt: Date; created: boolean; deviceToken: string }
  | { ok: false; reason: Extract<SignInFailure, 'wrong-code' | 'locked' | 'expired'>; triesLeft?: number };

/**
 * Sends the sign-in mail. The answer is the same whether or not the address has an
 * account (a first sign-in creates it), so it reveals nothing about who is registered.
 */
export async function requestSignIn(deps: SignInDeps, input: { email: string; intent: SignInIntent }): Promise<RequestResult> {
  const now = deps.now().getTime();
  const { perEmail, perClient, perEmailAllClients } = SIGN_IN_RATE_LIMITS;
  const since = (window: { windowMinutes: number }) => now - window.windowMinutes * MINUTE_MS;
  const [forEmail, forClient, forEmailEverywhere] = await Promise.all([
    countSince(deps.db, { email: input.email, clientKey: deps.clientKey }, since(perEmail)),
    countSince(deps.db, { clientKey: deps.clientKey }, since(perClient)),
    countSince(deps.db, { email: input.email }, since(perEmailAllClients)),
  ]);
  if (forEmail >= perEmail.limit) return { ok: false, reason: 'too-many-for-email' };
  if (forClient >= perClient.limit) return { ok: false, reason: 'too-many-for-client' };
  // Only a flood from many networks gets here; the owner's own devices still get their mail.
  if (forEmailEverywhere >= perEmailAllClients.limit && !(await isKnownDevice(deps.db, input.email, deps.deviceToken, now)))
    return { ok: false, reason: 'email-flooded' };

  const attemptId = crypto.randomUUID();
  const token = randomToken();
  const code = randomCode();
  const expiresAt = now + SIGN_IN_TTL_MINUTES * MINUTE_MS;
  await insertAttempt(deps.db, {
    id: attemptId,
    email: input.email,
    intent: input.intent,
    linkHash: await linkHash(token),
    codeHash: await codeHash(attemptId, code),
    clientKey: deps.clientKey,
    createdAt: now,
    expiresAt,
  });

  const pagePath = input.intent === 'sign-up' ? deps.settings.signUpPath : deps.settings.signInPath;
  const link = `${deps.settings.siteUrl}${pagePath}?${SIGN_IN_LINK_PARAM}=${encodeURIComponent(token)}`;
  const mail = await renderMail(
    createElement(SignInMail, { siteUrl: deps.settings.siteUrl, link, code, intent: input.intent, expiresInMinutes: SIGN_IN_TTL_MINUTES }),
  );
  try {
    await deps.mailer.send({
      to: input.email,
      subject: signInSubject(input.intent, code),
      ...mail,
      kind: 'sign-in',
      idempotencyKey: `sign-in:${attemptId}`,
    });
  } catch (error) {
    console.error('[api] sign-in mail not sent:', error instanceof Error ? error.message : error);
    return { ok: false, reason: 'send-failed' };
  }
  return { ok: true, attemptId, expiresAt: new Date(expiresAt) };
}

/** Opens the session of a claimed attempt's address: the account (new or not) and its token. */
async function completeSignIn(deps: SignInDeps, email: string): Promise<VerifyResult> {
  const now = deps.now();
  const key = deps.settings.localSigningKey;
  if (!key) throw new Error('LOCAL_AUTH_PRIVATE_KEY is not set');
  const user = await upsertUser(deps.db, email, now.getTime());
  await closeOtherAttempts(deps.db, email, now.getTime()).run();
  const { token, expiresAt } = await signSessionToken(
    { userId: user.id, email: user.email, sessionId: crypto.randomUUID() },
    {
      privateKeyPem: key,
      siteUrl: deps.settings.siteUrl,
      now,
    },
  );
  const deviceToken = await rememberDevice(deps.db, user.email, deps.deviceToken, now.getTime());
  if (user.created) await sendWelcome(deps, user.id, user.email);
  // Roles beyond `employer` are the gateway's to add (MODERATOR_EMAILS, provider metadata).
  return {
    ok: true,
    identity: { userId: user.id, email: user.email, roles: ['employer'] },
    token,
    expiresAt,
    created: user.created,
    deviceToken,
  };
}

/** The welcome mail must not cost anyone their sign-in: a failure is logged, not raised. */
async function sendWelcome(deps: SignInDeps, userId: string, email: string): Promise<void> {
  const site = deps.settings.siteUrl;
  try {
    const mail = await renderMail(
      createElement(WelcomeMail, {
        siteUrl: site,
        postJobUrl: `${site}${route('postJob').path}`,
        accountJobsUrl: `${site}${ACCOUNT_PATHS.jobs}`,
      }),
    );
    await deps.mailer.send({ to: email, subject: WELCOME_SUBJECT, ...mail, kind: 'welcome', idempotencyKey: `welcome:${userId}` });
  } catch (error) {
    console.error('[api] welcome mail not sent:', error instanceof Error ? error.message : error);
  }
}

export async function verifyLink(deps: SignInDeps, token: string): Promise<VerifyResult> {
  const claimed = await claimAttempt(deps.db, { linkHash: await linkHash(token) }, deps.now().getTime());
  if (!claimed) return { ok: false, reason: 'expired' };
  return completeSignIn(deps, claimed.email);
}

export async function verifyCode(deps: SignInDeps, input: { attemptId: string; code: string }): Promise<VerifyResult> {
  const now = deps.now().getTime();
  const attempt = await findAttempt(deps.db, input.attemptId);
  if (!attempt || attempt.used_at !== null || attempt.expires_at <= now) return { ok: false, reason: 'expired' };
  if (attempt.wrong_codes >= SIGN_IN_MAX_WRONG_CODES) return { ok: false, reason: 'locked' };
  if ((await codeHash(attempt.id, input.code)) !== attempt.code_hash) {
    const wrong = await recordWrongCode(deps.db, attempt.id);
    if (wrong === null) return { ok: false, reason: 'expired' };
    if (wrong >= SIGN_IN_MAX_WRONG_CODES) return { ok: false, reason: 'locked' };
    return { ok: false, reason: 'wrong-code', triesLeft: SIGN_IN_MAX_WRONG_CODES - wrong };
  }
  const claimed = await claimAttempt(deps.db, { id: attempt.id }, now);
  if (!claimed) return { ok: false, reason: 'expired' };
  return completeSignIn(deps, claimed.email);
}
