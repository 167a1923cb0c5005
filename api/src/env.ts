import type { SqlDatabase } from './db/database';

/** The bindings of the api Worker (api/wrangler.jsonc). */
export interface Env {
  DB: SqlDatabase;
  /** Cloudflare Turnstile's secret key (a secret in production; the always-pass test secret locally). */
  TURNSTILE_SECRET_KEY?: string;
}
