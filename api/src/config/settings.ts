/**
 * The api's settings, from its Worker vars and secrets, validated once per isolate. A
 * wrong setting fails loudly at the first request, naming the variable, never its value.
 */
import { z } from 'zod';
import { AUTH_PROVIDERS, DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH, type AuthProviderName } from '@chainwork/shared-config';
import { TURNSTILE_TEST_SECRETS } from '@chainwork/shared-config/content';
import { isLoopbackSiteUrl } from '@chainwork/shared-config/local-site';
import type { Env } from '../env';
import { channelProblems, channelVarsShape, readChannelSettings, type ChannelSettings } from '../channels/settings';

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
  /**
   * The local stand-in of the job boards (`http://127.0.0.1:8790`, no trailing slash): every
   * provider is asked there instead of its host (imports/providers/bases.ts). Loopback only, and
   * refused on a public site. Null: the providers' own hosts.
   */
  importStandinUrl: string | null;
  /** Where a job that goes live is posted (channels/settings.ts): the enabled channels and their credentials. */
  channels: ChannelSettings;
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
    TURNSTILE_SECRET_KEY: z.string().trim().optional(),
    IMPORT_STANDIN_URL: z
      .string()
      .trim()
      .refine(isLoopbackRoot, 'must be an http address on this machine with no path (e.g. http://127.0.0.1:8790)')
      .optional(),
    ...channelVarsShape,
  })
  .superRefine((vars, ctx) => {
    // Fail closed: what only a developer's own machine may do never runs on a public site.
    if (!isLoopbackSiteUrl(vars.SITE_URL)) {
      for (const [name, problem] of publicSiteProblems(vars)) ctx.addIssue({ code: 'custom', path: [name], message: problem });
    }
    if (vars.MAIL_PROVIDER === 'resend' && !vars.RESEND_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'required' });
    if (vars.PAYMENT_PROVIDER === 'stripe') {
      if (!vars.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'required' });
      if (!vars.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'required' });
    }
    for (const [name, problem] of channelProblems(vars, !isLoopbackSiteUrl(vars.SITE_URL)))
      ctx.addIssue({ code: 'custom', path: [name], message: problem });
  });

/** An http root on this machine (`http://127.0.0.1:8790`, `http://localhost:8790/`): the stand-in's address. */
function isLoopbackRoot(value: string): boolean {
  if (!isLoopbackSiteUrl(value)) return false;
  const url = new URL(value);
  return url.protocol === 'http:' && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

/**
 * Settings that are right for `npm start` and wrong on a public SITE_URL, each with why: the
 * local payment provider marks any order paid for free, the outbox sends no mail (sign-in and
 * receipts would silently not arrive), a Turnstile test secret passes or fails everyone, and
 * the job boards' stand-in would import fictional jobs in place of the companies' real ones.
 */
function publicSiteProblems(vars: {
  PAYMENT_PROVIDER: string;
  MAIL_PROVIDER: string;
  TURNSTILE_SECRET_KEY?: string | undefined;
  IMPORT_STANDIN_URL?: string | undefined;
}) {
  const problems: [string, string][] = [];
  if (vars.PAYMENT_PROVIDER !== 'stripe')
    problems.push(['PAYMENT_PROVIDER', 'must be "stripe" on a public SITE_URL (the local provider takes orders without payment)']);
  if (vars.MAIL_PROVIDER === 'outbox')
    problems.push(['MAIL_PROVIDER', 'must be "cloudflare" or "resend" on a public SITE_URL (the outbox sends no mail)']);
  if (vars.TURNSTILE_SECRET_KEY && (Object.values(TURNSTILE_TEST_SECRETS) as string[]).includes(vars.TURNSTILE_SECRET_KEY))
    problems.push(['TURNSTILE_SECRET_KEY', "is a test secret; a public SITE_URL needs your widget's secret"]);
  if (vars.IMPORT_STANDIN_URL !== undefined)
    problems.push(['IMPORT_STANDIN_URL', 'must be unset on a public SITE_URL (it replaces every job board with the local stand-in)']);
  return problems;
}

export class ApiSettingsError extends Error {
  constructor(
    readonly fields: string[],
    /** Why, where the reason is ours to say (never a value). */
    reasons: string[] = [],
  ) {
    super(`Invalid api settings: ${fields.join(', ')}${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
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
  if (!parsed.success) {
    const custom = parsed.error.issues.filter((issue) => issue.code === 'custom' && issue.message !== 'required');
    throw new ApiSettingsError(
      [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))],
      custom.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    );
  }
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
    importStandinUrl: vars.IMPORT_STANDIN_URL ? new URL(vars.IMPORT_STANDIN_URL).origin : null,
    channels: readChannelSettings(vars, !isLoopbackSiteUrl(vars.SITE_URL)),
  };
  cache.set(env, settings);
  return settings;
}
