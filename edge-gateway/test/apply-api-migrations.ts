import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The api's own migrations into the tests' API_DB (vitest.config.ts); D1 records what it
// applied, so every file after the first finds nothing to do.
await applyD1Migrations(env.API_DB, env.API_MIGRATIONS);
