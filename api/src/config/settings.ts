/**
 * The api's settings, from its Worker vars and secrets, validated once per isolate. A
 * wrong setting fails loudly at the first request, naming the variable, never its value.
 */
import { z } from 'zod';
import { AUTH_PROVIDERS, DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH, type AuthProviderName } from '@chainwork/shared-config';
import type { Env } from '../env';

export const MAIL_PROVIDERS = ['outbox', 'cloudflare', 'resend'] as const;
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The default sender of the embedded default. */
export const LOCAL_MAIL_FROM = 'Chainwork <hello@chainwork.example>';
export const LOCAL_SITE_URL = 'http://127.0.0.1:8787';

export interface ApiSettings {
  siteUrl: string;
  signInPath: string;
  signUpPath: string;
  authProvider: AuthProviderName;
  /** PKCS#8 PEM. The local provider needs it to sign sessions; without it only sign-in fails, not the site. */
  localSigningKey: string | null;
  mailProvider: MailProviderName;
  mailFrom: string;
  resendApiKey: string | null;
  paymentProvider: PaymentProviderName;
  /** Stripe's secret API key (`sk_...`); required with PAYMENT_PROVIDER=stripe. */
  stripeSecretKey: string | null;
  /**
   * The webhook endpoint's signing secret (`whsec_...`). Stripe's in production; the local
   * provider signs its events with it too, so the webhook's signature check always runs.
   */
  stripeWebhookSecret: string | null;
}

const sitePath = z.string().regex(/^\/(?!\/)[^\s?#]*$/);
const schema = z
  .object({
    SITE_URL: z.url({ protocol: /^https?$/ }).default(LOCAL_SITE_URL),
    SIGN_IN_PATH: sitePath.default(DEFAULT_SIGN_IN_PATH),
    SIGN_UP_PATH: sitePath.default(DEFAULT_SIGN_UP_PATH),
    AUTH_PROVIDER: z.enum(AUTH_PROVIDERS).default('local'),
    LOCAL_AUTH_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
    MAIL_PROVIDER: z.enum(MAIL_PROVIDERS).default('outbox'),
    MAIL_FROM: z.string().trim().min(3).default(LOCAL_MAIL_FROM),
    RESEND_API_KEY: z.string().trim().min(1).optional(),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('local'),
    STRIPE_SECRET_KEY: z.string().trim().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().startsWith('whsec_').optional(),
  })
  .superRefine((vars, ctx) => {
    if (vars.MAIL_PROVIDER === 'resend' && !vars.RESEND_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'required' });
    if (vars.PAYMENT_PROVIDER === 'stripe') {
      if (!vars.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'required' });
      if (!vars.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'required' });
    }
  });

export class ApiSettingsError extends Error {
  constructor(readonly fields: string[]) {
    super(`Invalid api settings: ${fields.join(', ')}`);
    this.name = 'ApiSettingsError';
  }
}

const cache = new WeakMap<object, ApiSettings>();

/** Vars that are set but empty count as unset, so defaults apply. */
function withoutEmpty(env: Env): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' && typeof value === 'string'));
}

export function readApiSettings(env: Env): ApiSettings {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new ApiSettingsError([...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]);
  const vars = parsed.data;
  const settings: ApiSettings = {
    siteUrl: vars.SITE_URL.replace(/\/+$/, ''),
    signInPath: vars.SIGN_IN_PATH,
    signUpPath: vars.SIGN_UP_PATH,
    authProvider: vars.AUTH_PROVIDER,
    localSigningKey: vars.LOCAL_AUTH_PRIVATE_KEY ?? null,
    mailProvider: vars.MAIL_PROVIDER,
    mailFrom: vars.MAIL_FROM,
    resendApiKey: vars.RESEND_API_KEY ?? null,
    paymentProvider: vars.PAYMENT_PROVIDER,
    stripeSecretKey: vars.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
  };
  cache.set(env, settings);
  return settings;
}
