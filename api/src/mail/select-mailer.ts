import type { ApiSettings } from '../config/settings';
import type { SqlDatabase } from '../db/database';
import type { Env } from '../env';
import { CloudflareMailer } from './cloudflare-mailer';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { ResendMailer } from './resend-mailer';

/** The Mailer MAIL_PROVIDER names; the outbox is the embedded default. */
export function selectMailer(settings: ApiSettings, env: Pick<Env, 'EMAIL'>, db: SqlDatabase, now: () => Date): Mailer {
  switch (settings.mailProvider) {
    case 'cloudflare':
      if (!env.EMAIL) throw new Error('MAIL_PROVIDER=cloudflare needs the EMAIL send_email binding');
      return new CloudflareMailer(env.EMAIL, settings.mailFrom);
    case 'resend':
      return new ResendMailer(settings.resendApiKey ?? '', settings.mailFrom);
    case 'outbox':
      return new OutboxMailer(db, settings.mailFrom, now);
  }
}
