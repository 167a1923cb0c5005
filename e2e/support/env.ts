import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The e2e run's own local D1/R2/KV, wiped at every run. E2E_PORT and E2E_STATE_DIR let
 * two runs coexist on one machine (e.g. two engineers' checks).
 */
export const E2E_STATE_DIR = process.env.E2E_STATE_DIR
  ? path.resolve(process.env.E2E_STATE_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.state');
/** SITE_URL in edge-gateway/wrangler.jsonc: canonicals must use it, not the port we are served on. */
export const CONFIGURED_SITE_URL = 'http://127.0.0.1:8787';

/** The moderator the e2e site is started with (MODERATOR_EMAILS), for the accounts suite. */
export const E2E_MODERATOR_EMAIL = 'moderator@chainwork.example';

/** The browser (Debian's Chromium unless CHROMIUM_PATH names another) and its flags. */
export { CHROMIUM_ARGS, CHROMIUM_PATH, DEBIAN_CHROMIUM } from '@chainwork/tooling/lib/chromium';
