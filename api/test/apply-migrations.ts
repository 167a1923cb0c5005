import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { dropEverything } from './fresh-database';

// Runs before every test file. All files share one workerd and one database (vitest.config.ts:
// starting a runtime per file cost ~4 s a file), so each file first gets the database a fresh
// deployment has: everything dropped, then every migration applied (with its reference rows).
await dropEverything(env.DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
