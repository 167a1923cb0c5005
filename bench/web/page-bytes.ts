import { chromium, type Browser, type Request } from 'playwright-core';
import { ASSET_URL_PREFIX, FIRST_IDLE_MARK } from '@chainwork/shared-config/federation';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '@chainwork/tooling/lib/chromium';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
/** Lighthouse's mobile screen, so the page loads what a phone loads. */
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Long enough for the prefetches the shell starts once the page is idle. */
const SETTLE_MS = 3000;

export interface PageBytes {
  /** Encoded (as transferred, gzip) bytes of JavaScript responses, per package that served them. */
  jsByPackage: Record<string, number>;
  jsTotal: number;
  jsFiles: number;
  /**
   * Of jsTotal, what was requested after the page's first idle moment (FIRST_IDLE_MARK, when
   * the shell starts prefetching): code for later (routes its links lead to, menus, the
   * footer). The rest is the page's first load, including remote modules that arrive after
   * the load event but before that moment.
   */
  jsAfterIdle: number;
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
    const result: PageBytes = { jsByPackage: {}, jsTotal: 0, jsFiles: 0, jsAfterIdle: 0, requests: 0 };
    const scripts: { started: number; bytes: Promise<number>; pkg: string }[] = [];
    const onFinished = (request: Request) => {
      result.requests += 1;
      if (request.resourceType() !== 'script') return;
      scripts.push({
        started: request.timing().startTime,
        bytes: request.sizes().then((sizes) => sizes.responseBodySize),
        pkg: packageOfUrl(request.url()),
      });
    };
    page.on('requestfinished', onFinished);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    // Whatever starts later (a prompt's timer, a prefetch) is not the first load.
    page.off('requestfinished', onFinished);
    const idleAt = await page.evaluate(
      (mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY),
      FIRST_IDLE_MARK,
    );
    for (const script of scripts) {
      const bytes = await script.bytes;
      if (script.started >= idleAt) result.jsAfterIdle += bytes;
      result.jsByPackage[script.pkg] = (result.jsByPackage[script.pkg] ?? 0) + bytes;
      result.jsTotal += bytes;
      result.jsFiles += 1;
    }
    return result;
  } finally {
    await context.close();
  }
}
