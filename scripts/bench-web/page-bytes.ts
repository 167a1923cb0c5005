import { chromium, type Browser, type Request } from 'playwright-core';
import { ASSET_URL_PREFIX } from '@chainwork/shared-config/federation';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's mobile screen, so the page loads what a phone loads. */
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Long enough for the prefetches the shell starts once the page is idle. */
const SETTLE_MS = 3000;

export interface PageBytes {
  /** Encoded (as transferred, gzip) bytes of JavaScript responses, per package that served them. */
  jsByPackage: Record<string, number>;
  jsTotal: number;
  jsFiles: number;
  /** Of jsTotal, what arrived after the window's load event: prefetches of the routes its links lead to. */
  jsAfterLoad: number;
  requests: number;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** `/_mf/remote-jobs/<v>/x.js` -> `remote-jobs`; anything else (inline, api) -> `other`. */
export function packageOfUrl(url: string): string {
  const { pathname } = new URL(url);
  return pathname.startsWith(ASSET_URL_PREFIX) ? (pathname.slice(ASSET_URL_PREFIX.length).split('/')[0] ?? 'other') : 'other';
}

/**
 * One cold load of `url` in a fresh context (empty cache): every request until the
 * network is idle (and a few seconds more), and the JavaScript bytes on the wire, by package.
 */
export async function measurePageBytes(browser: Browser, url: string, headers: Record<string, string>): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const result: PageBytes = { jsByPackage: {}, jsTotal: 0, jsFiles: 0, jsAfterLoad: 0, requests: 0 };
    let loaded = false;
    page.once('load', () => {
      loaded = true;
    });
    const onFinished = (request: Request) => {
      result.requests += 1;
      if (request.resourceType() !== 'script') return;
      const afterLoad = loaded;
      pending.push(
        request.sizes().then((sizes) => {
          if (afterLoad) result.jsAfterLoad += sizes.responseBodySize;
          const pkg = packageOfUrl(request.url());
          result.jsByPackage[pkg] = (result.jsByPackage[pkg] ?? 0) + sizes.responseBodySize;
          result.jsTotal += sizes.responseBodySize;
          result.jsFiles += 1;
        }),
      );
    };
    page.on('requestfinished', onFinished);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    // Whatever starts later (a prompt's timer, a prefetch) is not the first load.
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
    return result;
  } finally {
    await context.close();
  }
}
