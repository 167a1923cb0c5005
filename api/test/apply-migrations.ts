import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Runs before every test file; D1 records applied migrations, so this is a no-op after the first run in a file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
