/**
 * The gateway's bindings and settings. Settings arrive as Worker `vars` (strings) and
 * are validated here once, into the `PublicSettings` shape the shell receives.
 * Everything in `PublicSettings` is sent to every browser: never put a secret here.
 */
import { z } from 'zod';
import { AUTH_PROVIDERS, DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH, type PublicSettings } from '@chainwork/shared-config';
import { isLoopbackSiteUrl } from '@chainwork/shared-config/local-site';

/** The one method of a service binding the gateway uses, so a test can pass a plain stub. */
export interface ApiService {
  fetch(request: Request): Promise<Response>;
}

/** Requests to the api go through its binding; this host name is never resolved. */
export const API_ORIGIN = 'http://api';

/**
 * What edge-gateway/wrangler.jsonc declares, as `wrangler types` generates it into
 * edge-gateway/worker-configuration.d.ts (scripts/workspace/wrangler-types.test.ts fails when it is stale).
 */
type Declared = Cloudflare.Env;

/** Declared, but each has a default or is off without it (a local site sets few of them). */
type Optional =
  | 'SIGN_IN_PATH'
  | 'SIGN_UP_PATH'
  | 'ANALYTICS_TOKEN'
  | 'WEB_ANALYTICS_ID'
  | 'AUTH_PUBLISHABLE_KEY'
  | 'TURNSTILE_SITE_KEY'
  | 'AUTH_PROVIDER'
  | 'MODERATOR_EMAILS'
  | 'TRUST_CF_CONNECTING_IP'
  | 'TRUST_REQUEST_ID_HEADER'
  | 'MUTATION_RATE_LIMITER'
  | 'READ_RATE_LIMITER'
  | 'PUBLIC_API_ANONYMOUS_LIMITER'
  | 'PUBLIC_API_KEY_LIMITER';

/** Set with `wrangler secret put` or per deployment (locally in .dev.vars): wrangler.jsonc does not name them. */
interface Undeclared {
  /** The PEM public key session tokens are verified with (Clerk's, or the local provider's). */
  AUTH_JWT_KEY?: string;
  /** The tokens' issuer (`iss`): Clerk's Frontend API URL; required with Clerk, the site root for the local provider. */
  AUTH_ISSUER?: string;
  /** Multiplies the in-memory rate limits (GatewaySettings.rateLimitScale). */
  RATE_LIMIT_SCALE?: string;
}

/**
 * The gateway's bindings and vars. Without a rate limiter binding an in-memory window is used;
 * TRUST_CF_CONNECTING_IP / TRUST_REQUEST_ID_HEADER are "true" only where the platform sets those headers itself.
 */
export interface Bindings extends Omit<Declared, 'API' | Optional>, Partial<Pick<Declared, Optional>>, Undeclared {
  /** The api's service binding, through the one method used, so a test can pass a plain stub. */
  API: ApiService;
}

export type GatewayEnv = { Bindings: Bindings; Variables: { requestId: string; secureHeadersNonce?: string } };

// Not z.httpUrl(): it wants a domain name, and the local site is http://127.0.0.1:8787.
const webUrl = z.url({ protocol: /^https?$/ });
/** A same-site path (never `//host`, which browsers read as another origin) or a provider URL. */
const pathOrUrl = z.union([z.string().regex(/^\/(?!\/)[^\s]*$/), webUrl]);
const optionalText = z.string().trim().default('');

/** zod runs refinements after a failed format check too, so this must not assume a valid URL. */
function isOrigin(url: string): boolean {
  try {
    return new URL(url).pathname === '/';
  } catch {
    return false;
  }
}

const settingsSchema = z.object({
  // The site root every canonical and JSON-LD URL is built from; no path, so canonicals stay simple.
  SITE_URL: webUrl.refine(isOrigin, 'SITE_URL must be an origin without a path'),
  SIGN_IN_PATH: pathOrUrl.default(DEFAULT_SIGN_IN_PATH),
  SIGN_UP_PATH: pathOrUrl.default(DEFAULT_SIGN_UP_PATH),
  NEWSLETTER_SUBSCRIBE_URL: webUrl,
  ANALYTICS_TOKEN: optionalText,
  WEB_ANALYTICS_ID: optionalText,
  AUTH_PUBLISHABLE_KEY: optionalText,
  TURNSTILE_SITE_KEY: optionalText,
  AUTH_PROVIDER: z.enum(AUTH_PROVIDERS).default('local'),
  SOCIAL_EMAIL: z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/),
  SOCIAL_MICROBLOG: webUrl,
  SOCIAL_MESSAGING: webUrl,
  SOCIAL_CHAT: webUrl,
});

/** Raised when the deployment's vars are wrong; the message names the fields, never their values. */
export class SettingsError extends Error {
  constructor(readonly fields: string[]) {
    super(`Invalid gateway settings: ${fields.join(', ')}`);
    this.name = 'SettingsError';
  }
}

// The env object of a Worker isolate is stable, so each one is validated once.
const cache = new WeakMap<object, PublicSettings>();

/** Empty vars count as unset, so `SIGN_IN_PATH = ""` falls back to the required default. */
function withoutEmpty(env: Bindings): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

export function readSettings(env: Bindings): PublicSettings {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = settingsSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new SettingsError([...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]);
  }
  const vars = parsed.data;
  const settings: PublicSettings = {
    siteUrl: vars.SITE_URL.replace(/\/+$/, ''),
    signInPath: vars.SIGN_IN_PATH,
    signUpPath: vars.SIGN_UP_PATH,
    newsletterSubscribeUrl: vars.NEWSLETTER_SUBSCRIBE_URL,
    analyticsToken: vars.ANALYTICS_TOKEN,
    webAnalyticsId: vars.WEB_ANALYTICS_ID,
    authPublishableKey: vars.AUTH_PUBLISHABLE_KEY,
    turnstileSiteKey: vars.TURNSTILE_SITE_KEY,
    authProvider: vars.AUTH_PROVIDER,
    social: {
      email: vars.SOCIAL_EMAIL,
      microblog: vars.SOCIAL_MICROBLOG,
      messaging: vars.SOCIAL_MESSAGING,
      chat: vars.SOCIAL_CHAT,
    },
  };
  cache.set(env, settings);
  return settings;
}

/** The `Secure` cookie flag belongs only on an https site (it would drop the cookie on plain http). */
export function isSecureSite(settings: PublicSettings): boolean {
  return settings.siteUrl.startsWith('https:');
}

/** Settings only the gateway reads (never sent to browsers). */
export interface GatewaySettings {
  trustCfConnectingIp: boolean;
  trustRequestIdHeader: boolean;
  /** PEM public key of the session tokens; without it every visitor is anonymous. */
  authJwtKey: string | null;
  /** The issuer session tokens must name; null: the site root (the local provider). */
  authIssuer: string | null;
  /** Lowercase addresses given the moderator role. */
  moderatorEmails: ReadonlySet<string>;
  /**
   * Multiplies the in-memory read budget and mutation limit (never the Rate Limiting bindings,
   * which carry their own limits). 1 in production; the e2e suite, every test of which comes
   * from 127.0.0.1, raises it so that one test's traffic cannot starve the next.
   */
  rateLimitScale: number;
}

const gatewaySettingsSchema = z.object({
  TRUST_CF_CONNECTING_IP: z.enum(['true', 'false']).default('false'),
  TRUST_REQUEST_ID_HEADER: z.enum(['true', 'false']).default('false'),
  AUTH_JWT_KEY: z.string().includes('PUBLIC KEY').optional(),
  AUTH_ISSUER: webUrl.optional(),
  MODERATOR_EMAILS: z.string().default(''),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
});

function emailList(value: string): ReadonlySet<string> {
  return new Set(
    value
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.includes('@')),
  );
}
const gatewayCache = new WeakMap<object, GatewaySettings>();

export function readGatewaySettings(env: Bindings): GatewaySettings {
  const cached = gatewayCache.get(env);
  if (cached) return cached;
  const parsed = gatewaySettingsSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new SettingsError([...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]);
  // Clerk's tokens name Clerk as their issuer; without it no Clerk token could be checked.
  if (env.AUTH_PROVIDER === 'clerk' && !parsed.data.AUTH_ISSUER) throw new SettingsError(['AUTH_ISSUER']);
  // Raised limits are for tests and load tests on this machine; on a public site they would let a flood through.
  if (parsed.data.RATE_LIMIT_SCALE !== 1 && !isLoopbackSiteUrl(env.SITE_URL)) throw new SettingsError(['RATE_LIMIT_SCALE']);
  const settings = {
    trustCfConnectingIp: parsed.data.TRUST_CF_CONNECTING_IP === 'true',
    trustRequestIdHeader: parsed.data.TRUST_REQUEST_ID_HEADER === 'true',
    authJwtKey: parsed.data.AUTH_JWT_KEY ?? null,
    authIssuer: parsed.data.AUTH_ISSUER?.replace(/\/+$/, '') ?? null,
    moderatorEmails: emailList(parsed.data.MODERATOR_EMAILS),
    rateLimitScale: parsed.data.RATE_LIMIT_SCALE,
  };
  gatewayCache.set(env, settings);
  return settings;
}
