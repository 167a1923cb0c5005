import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { API_CONFIG, GATEWAY_CONFIG } from '@chainwork/tooling/lib/paths';
import { startDevServer, stopDevServer, waitForOk } from '@chainwork/tooling/lib/dev-server';
import { freshPageMicros } from './machine-probe';
import { launchBrowser } from './page-bytes';

export interface SiteAndBrowser {
  browser: Browser;
  /** `http://127.0.0.1:<port>`, answering. */
  origin: string;
  /** What a fresh page of memory cost, measured while the site idled, before any browser work. */
  pageFaultUs: number;
}

/** What the lifecycle runs on; tests replace it. */
export interface Lifecycle {
  launchBrowser: () => Promise<Pick<Browser, 'close'>>;
  startDevServer: (configs: string[], port: number, inspectorPort: number, stateDir: string) => ChildProcess;
  stopDevServer: (child: ChildProcess) => Promise<void>;
  waitForOk: (url: string, child: ChildProcess) => Promise<void>;
  freshPageMicros: () => number;
  exit: (code: number) => void;
}

const REAL: Lifecycle = { launchBrowser, startDevServer, stopDevServer, waitForOk, freshPageMicros, exit: (code) => process.exit(code) };
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The browser benchmarks' lifecycle (bench:web, bench:interact): launch Chromium, serve the
 * prepared state with one `wrangler dev` on `port` (inspector on `port + 1`), wait until it
 * answers, probe the machine, then run `work`. Both always stop: when the work ends or
 * throws, and on Ctrl+C or SIGTERM (then exit 130), so no server or browser outlives a run.
 */
export async function withSiteAndBrowser<T>(
  options: { port: number; stateDir: string },
  work: (site: SiteAndBrowser) => Promise<T>,
  lifecycle: Lifecycle = REAL,
): Promise<T> {
  let server: ChildProcess | null = null;
  const browser = await lifecycle.launchBrowser();
  let stopped: Promise<void> | null = null;
  const cleanup = () =>
    (stopped ??= (async () => {
      await browser.close();
      if (server) await lifecycle.stopDevServer(server);
    })());
  const onSignal = () => {
    void cleanup().then(() => lifecycle.exit(130));
  };
  for (const signal of SIGNALS) process.once(signal, onSignal);
  try {
    server = lifecycle.startDevServer([GATEWAY_CONFIG, API_CONFIG], options.port, options.port + 1, options.stateDir);
    const origin = `http://127.0.0.1:${options.port}`;
    await lifecycle.waitForOk(`${origin}/healthz`, server);
    const pageFaultUs = lifecycle.freshPageMicros();
    return await work({ browser: browser as Browser, origin, pageFaultUs });
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    await cleanup();
  }
}
