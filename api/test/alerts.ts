import { env } from 'cloudflare:workers';
import type { Identity } from '@chainwork/shared-config';
import { createCallerFactory, createContext } from '../src/trpc';
import { appRouter } from '../src/root';
import type { Mailer } from '../src/mail/mailer';
import { OutboxMailer } from '../src/mail/outbox-mailer';

/** Test helpers of the job alerts: callers as a person or a visitor, the outbox, a clean slate. */

const createCaller = createCallerFactory(appRouter);

export const PERSON: Identity = { userId: 'user_alice', email: 'alice@example.com', roles: ['employer'] };

export function alertsCaller(options: { now: Date; identity?: Identity | null; clientKey?: string; mailer?: Mailer }) {
  return createCaller(
    createContext({
      db: env.DB,
      now: () => options.now,
      identity: options.identity ?? null,
      clientKey: options.clientKey,
      mailer: options.mailer ?? new OutboxMailer(env.DB, 'Chainwork <hello@chainwork.example>', () => options.now),
    }),
  );
}

export async function resetAlerts(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM alert_sent_jobs'),
    env.DB.prepare('DELETE FROM alerts'),
    env.DB.prepare('DELETE FROM mail_outbox'),
    env.DB.prepare('DELETE FROM mail_suppressions'),
  ]);
}

export interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers_json: string;
  idempotency_key: string | null;
}

export async function outbox(kind?: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE ?1 IS NULL OR kind = ?1 ORDER BY created_at, rowid')
    .bind(kind ?? null)
    .all<OutboxRow>();
  return results;
}

/** The token of the first link to `path` in a mail's text part. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}
