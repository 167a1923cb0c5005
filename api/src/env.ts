import type { SqlDatabase } from './db/database';

/** The bindings of the api Worker (api/wrangler.jsonc). */
export interface Env {
  DB: SqlDatabase;
}
