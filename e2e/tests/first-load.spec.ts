import { FIRST_IDLE_MARK, ON_DEMAND_SHARED } from '@chainwork/shared-config/federation';
import { expect, test, type Page } from '@playwright/test';
import { measurePageBytes } from '@chainwork/bench/web/page-bytes';
import { FIRST_LOAD_JS_TARGET_BYTES } from '@chainwork/tooling/size-budgets';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';
import { PHONE } from './shell-support';

/** Only the content remote's pages import it: the drawer does not, the blog does. */
const CONTENT_FACADE = '@chainwork/shared-config/chakra-content';

/**
 * The shared modules the page has loaded, read from the shell's federation instance (its
 * share scope marks a provided module `loaded` once any container has asked for it).
 */
function sharedLoadedNow(): string[] {
  interface Instance {
    name: string;
    shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean }>>>;
  }
  const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Instance[] } }).__FEDERATION__;
  const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
  return Object.entries(shell?.shareScopeMap.default ?? {})
    .filter(([, versions]) => Object.values(versions).some((shared) => shared.loaded))
    .map(([key]) => key);
}

/**
 * Records which shared modules were loaded at the page's first idle moment (when the page
 * sets FIRST_IDLE_MARK and starts prefetching): the first load is everything before it.
 */
async function recordSharedAtFirstIdle(page: Page): Promise<void> {
  await page.addInitScript(
    ({ mark, snapshot }) => {
      const read = new Function(`return (${snapshot})()`) as () => string[];
      const original = performance.mark.bind(performance);
      performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
        if (name === mark) (window as unknown as { sharedAtFirstIdle: string[] }).sharedAtFirstIdle = read();
        return original(name, options);
      }) as typeof performance.mark;
    },
    { mark: FIRST_IDLE_MARK, snapshot: sharedLoadedNow.toString() },
  );
}

/** What a first page must not download: the overlays (menu, drawer, modal, toasts) and framer-motion. */
async function expectNoOnDemandModulesAtFirstIdle(page: Page): Promise<void> {
  const handle = await page.waitForFunction(() => (window as unknown as { sharedAtFirstIdle?: string[] }).sharedAtFirstIdle);
  const loaded = (await handle.jsonValue()) as string[];
  expect(loaded, 'the probe sees the modules a first page does load').toContain('@chakra-ui/react');
  expect(loaded.filter((key) => (ON_DEMAND_SHARED as readonly string[]).includes(key))).toEqual([]);
}

const loadedShared = (page: Page) => page.evaluate(sharedLoadedNow);

// On a phone (the first load the size budgets and Lighthouse's mobile run are about): a
// wide page's top bar renders its menus, whose code (and framer-motion) it loads at once.
test.describe('first load on a phone', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
    await recordSharedAtFirstIdle(page);
  });

  test('the home page loads no on-demand shared module before its first idle moment; the menu drawer loads the overlays, the blog the content facade', async ({
    page,
  }) => {
    await page.goto('/');
    await expectNoOnDemandModulesAtFirstIdle(page);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const blogLink = page.getByRole('dialog').getByRole('link', { name: 'Blog' });
    await expect(blogLink).toBeVisible();
    const overlays = ON_DEMAND_SHARED.filter((key) => key !== CONTENT_FACADE);
    await expect.poll(() => loadedShared(page)).toEqual(expect.arrayContaining([...overlays]));
    expect(await loadedShared(page)).not.toContain(CONTENT_FACADE);
    await blogLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect.poll(() => loadedShared(page)).toContain(CONTENT_FACADE);
  });

  test('a job page loads no on-demand shared module before its first idle moment', async ({ page, request }) => {
    const [job] = await latestJobs(request, 1);
    await page.goto(`/jobs/${job!.Pretty_url}`);
    await expectNoOnDemandModulesAtFirstIdle(page);
  });
});

// The target itself, on the pages as served (the gateway's compression, the versions it
// chose), measured as `npm run bench:web` measures it: a fresh visitor's scripts requested
// before the page's first idle moment. Bytes, not time: the same build gives the same sum.
test.describe('first-load JavaScript', () => {
  test('`/` and a job page each download at most the target of gzip JavaScript before their first idle moment', async ({
    browser,
    request,
    baseURL,
  }) => {
    const [job] = await latestJobs(request, 1);
    for (const path of ['/', `/jobs/${job!.Pretty_url}`]) {
      const bytes = await measurePageBytes(browser, new URL(path, baseURL).href, {});
      const firstLoad = bytes.jsTotal - bytes.jsAfterIdle;
      expect(
        firstLoad,
        `${path}: ${firstLoad} B before the first idle moment (${bytes.jsTotal} B in all, ${bytes.jsFiles} files)`,
      ).toBeLessThanOrEqual(FIRST_LOAD_JS_TARGET_BYTES);
      // The probe sees a real first load: the shell and both first-paint remotes.
      expect(Object.keys(bytes.jsByPackage)).toEqual(expect.arrayContaining(['shell-app', 'remote-navigation', 'remote-jobs']));
    }
  });
});
