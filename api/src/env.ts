import type { AlertQueue } from './alerts/run/messages';
import type { SessionSource } from './db/d1-session';
import type { SendEmailBinding } from './mail/cloudflare-mailer';
import type { KeyValueWriter } from './accounts/ended-sessions';
import type { ImportQueue } from './imports/pipeline/messages';
import type { LogoStore } from './uploads/logo-store';
import type { ChannelsQueue } from './channels/messages';

/**
 * What api/wrangler.jsonc declares, as `wrangler types` generates it into
 * api/worker-configuration.d.ts (scripts/workspace/wrangler-types.test.ts fails when it is stale).
 */
type Declared = Cloudflare.Env;

/** Set with `wrangler secret put` (locally in .dev.vars), or bound only in production: wrangler.jsonc cannot name them. */
interface Undeclared {
  /** The local provider's RS256 private key (PKCS#8 PEM). */
  LOCAL_AUTH_PRIVATE_KEY?: string;
  /** Resend's API key. */
  RESEND_API_KEY?: string;
  /** Stripe's secret API key. */
  STRIPE_SECRET_KEY?: string;
  /** The webhook's signing secret (Stripe's, or the local one `npm start` writes to .dev.vars). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** The mail provider's webhook signing secret (Resend: `whsec_...`); the webhook answers 404 while unset. */
  MAIL_WEBHOOK_SECRET?: string;
  /** Cloudflare Email Service's `send_email` binding (MAIL_PROVIDER=cloudflare). */
  EMAIL?: SendEmailBinding;
  /** Channels (channels/settings.ts): Telegram's bot token and the channel it posts to. */
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  /** The Discord channel's webhook URL (its path is the secret). */
  DISCORD_WEBHOOK_URL?: string;
  /** The Bluesky account: its PDS (default https://bsky.social), handle and app password. */
  BLUESKY_SERVICE?: string;
  BLUESKY_HANDLE?: string;
  BLUESKY_APP_PASSWORD?: string;
}

/** Bindings read through a narrow view of their own, so a test can pass a plain stub. */
type Narrowed = 'DB' | 'SESSIONS' | 'ALERTS_QUEUE' | 'IMPORTS_QUEUE' | 'CHANNELS_QUEUE' | 'LOGOS';

/**
 * The bindings, vars and secrets of the api Worker; read through config/settings.ts. Vars are
 * optional here: each has a default, and production sets its own.
 */
export interface Env extends Partial<Omit<Declared, Narrowed>>, Undeclared {
  /** D1, read per request through one session (db/d1-session.ts). */
  DB: SessionSource;
  /** Ended sessions (sign out, sign out everywhere), read by the gateway; the same namespace as its SESSIONS. */
  SESSIONS: KeyValueWriter;
  /** Producer of the alert digests' queue (`chainwork-alerts`); the same Worker consumes it. */
  ALERTS_QUEUE: AlertQueue;
  /** Producer of the imports' queue (`chainwork-imports`): one message per source to fetch; the same Worker consumes it. */
  IMPORTS_QUEUE: ImportQueue;
  /** Producer of the channels' queue (`chainwork-channels`): a live job's posts, one channel per message; the same Worker consumes it. */
  CHANNELS_QUEUE: ChannelsQueue;
  /** Company logos (R2, the same bucket as the gateway's ASSETS), checked and stored by http/logo-routes.ts. */
  LOGOS: LogoStore;
}
