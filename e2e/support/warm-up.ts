/**
 * Playwright's global setup: once the site answers /healthz, ask it for a few pages and one
 * search, so that the first test of the run does not pay for the Workers' first requests
 * (module start, cold caches, the first D1 reads) inside its own time limit. It never fails
 * the run: a page that cannot be warmed is left to the test that needs it.
 */
import { E2E_BASE_URL } from './env';

const WARM_PATHS = [
  '/',
  '/sign-up',
  '/blog',
  `/api/trpc/jobs.search?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: {} } }))}`,
];

export default async function warmUp(): Promise<void> {
  for (const path of WARM_PATHS) {
    try {
      const response = await fetch(`${E2E_BASE_URL}${path}`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
    } catch (error) {
      console.warn(`[e2e] warm-up of ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
