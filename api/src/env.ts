import type { SqlDatabase } from './db/database';

/** The bindings of the api Worker (api/wrangler.jsonc). */
export interface Env {
  DB: SqlDatabase;
  /** "1" turns on the benchmark's procedures (`bench.*`); set only by `npm run bench:search`. */
  ENABLE_BENCH_PROCEDURES?: string;
  /** Cloudflare Turnstile's secret key (a secret in production; the always-pass test secret locally). */
  TURNSTILE_SECRET_KEY?: string;
}
