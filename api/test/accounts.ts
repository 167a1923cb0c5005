import { env } from 'cloudflare:workers';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { appRouter } from '../src/root';
import { createCallerFactory, createContext, DEFAULT_API_SETTINGS } from '../src/trpc';
import type { ApiSettings } from '../src/config/settings';
import type { Mailer } from '../src/mail/mailer';
import { OutboxMailer } from '../src/mail/outbox-mailer';

export const SITE = 'https://chainwork.example';

/** A fresh RS256 key pair as PEM, like the one `npm start` generates for the local provider. */
export async function testKeyPair(): Promise<{ privatePem: string; publicPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privatePem: await exportPKCS8(privateKey), publicPem: await exportSPKI(publicKey) };
}

const createCaller = createCallerFactory(appRouter);

export interface AccountsCaller {
  caller: ReturnType<typeof createCaller>;
  responseHeaders: Headers;
}

/** The router with the local provider configured, a movable clock and a client key. */
export function accountsCaller(options: {
  privatePem: string;
  now: () => Date;
  clientKey?: string;
  /** The known-device cookie's token the request carries. */
  deviceToken?: string | null;
  settings?: Partial<ApiSettings>;
  mailer?: Mailer;
}): AccountsCaller {
  const responseHeaders = new Headers();
  const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, siteUrl: SITE, localSigningKey: options.privatePem, ...options.settings };
  const caller = createCaller(
    createContext({
      db: env.DB,
      now: options.now,
      settings,
      clientKey: options.clientKey ?? 'client-a',
      deviceToken: options.deviceToken ?? null,
      responseHeaders,
      mailer: options.mailer ?? new OutboxMailer(env.DB, settings.mailFrom, options.now),
    }),
  );
  return { caller, responseHeaders };
}

export interface SentSignIn {
  link: string;
  token: string;
  code: string;
  html: string;
  subject: string;
}

/** The newest sign-in mail to an address, with the link and code read back from its text part. */
export async function lastSignInMail(to: string): Promise<SentSignIn> {
  const row = await env.DB.prepare(
    "SELECT subject, html, text FROM mail_outbox WHERE to_address = ?1 AND kind = 'sign-in' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(to)
    .first<{ subject: string; html: string; text: string }>();
  if (!row) throw new Error(`no sign-in mail to ${to}`);
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(row.text)?.[0];
  const code = /\b(\d{6})\b/.exec(row.text)?.[1];
  if (!link || !code) throw new Error('the mail has no link or code');
  return { link, token: new URL(link).searchParams.get('token')!, code, html: row.html, subject: row.subject };
}

export async function clearAccounts(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM sign_in_attempts'),
    env.DB.prepare('DELETE FROM users'),
    env.DB.prepare('DELETE FROM sign_in_devices'),
    env.DB.prepare('DELETE FROM mail_outbox'),
  ]);
}
