import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_MODERATOR_EMAIL, E2E_PORT, E2E_STATE_DIR } from './support/env';

/**
 * The composed site in Debian's Chromium. One worker, one wrangler for the whole run:
 * the web server below builds what is stale, seeds a fresh state folder of its own
 * (never the developer's .wrangler/state), publishes, and serves on its own port.
 */
export default defineConfig({
  testDir: './tests',
  // Per port, so two runs on one machine never delete each other's traces.
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  workers: 1,
  fullyParallel: false,
  // No retries, in CI too: a test that passes only on a second try is a defect to fix.
  retries: 0,
  // The Workers' first requests happen here, not inside the first test's time limit.
  globalSetup: './support/warm-up.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the
    // end. Not the trace's screencast: a frame per paint cost ~15% of the suite's time here.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node ../node_modules/.bin/tsx ../scripts/start.ts --port ${E2E_PORT} --fresh --no-import --log-level warn --var MODERATOR_EMAILS:${E2E_MODERATOR_EMAIL} --var RATE_LIMIT_SCALE:20`,
    url: `${E2E_BASE_URL}/healthz`,
    env: { CHAINWORK_STATE_DIR: E2E_STATE_DIR },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
  // Imports add the stand-in boards' jobs at the top of the board: they run after every other
  // test, which reads the seeded jobs alone (the site starts with --no-import).
  projects: [
    { name: 'site', testIgnore: /imports\.spec\.ts$/ },
    { name: 'imports', testMatch: /imports\.spec\.ts$/, dependencies: ['site'] },
  ],
});
