/**
 * The local payment provider's webhook secret: the pay page's events are signed with it
 * and the api's webhook verifies them, exactly as Stripe's are. Generated on the first
 * `npm start` into `api/.dev.vars` (git-ignored); other lines are kept. Never a production
 * secret: a deployment sets Stripe's own (README, "Connecting Stripe").
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { API_DEV_VARS, readDevVar, withDevVar } from './local-auth-keys';

export const WEBHOOK_SECRET_VAR = 'STRIPE_WEBHOOK_SECRET';

export async function ensureLocalWebhookSecret(file = API_DEV_VARS): Promise<'kept' | 'created'> {
  const text = await readFile(file, 'utf8').catch(() => '');
  if (readDevVar(text, WEBHOOK_SECRET_VAR)?.startsWith('whsec_')) return 'kept';
  await writeFile(file, withDevVar(text, WEBHOOK_SECRET_VAR, `whsec_local_${randomBytes(24).toString('hex')}`), { mode: 0o600 });
  return 'created';
}
