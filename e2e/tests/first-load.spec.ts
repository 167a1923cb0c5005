import { ON_DEMAND_SHARED } from '@chainwork/shared-config/federation';
import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';

/**
 * The shared modules the page has loaded, read from the shell's federation instance (its
 * share scope marks a provided module `loaded` once any container has asked for it).
 */
function loadedShared(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Shared {
      loaded?: boolean;
    }
    interface Instance {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, Shared>>>;
    }
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    return Object.entries(shell.shareScopeMap.default ?? {})
      .filter(([, versions]) => Object.values(versions).some((shared) => shared.loaded))
      .map(([key]) => key);
  });
}

/** What a first page must not download: the overlays (menu, drawer, modal, toasts) and framer-motion. */
async function expectNoOnDemandModules(page: Page): Promise<void> {
  const loaded = await loadedShared(page);
  expect(loaded, 'the probe sees the modules a first page does load').toContain('@chakra-ui/react');
  expect(loaded.filter((key) => (ON_DEMAND_SHARED as readonly string[]).includes(key))).toEqual([]);
}

test.describe('first load', () => {
  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  test('the home page loads no on-demand shared module before its load event; the first menu opened loads them', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await expectNoOnDemandModules(page);
    await page.getByRole('button', { name: 'Resources', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Funding Opportunities' })).toBeVisible();
    await expect.poll(() => loadedShared(page)).toEqual(expect.arrayContaining([...ON_DEMAND_SHARED]));
  });

  test('a job page loads no on-demand shared module before its load event', async ({ page, request }) => {
    const [job] = await latestJobs(request, 1);
    await page.goto(`/jobs/${job!.Pretty_url}`, { waitUntil: 'load' });
    await expectNoOnDemandModules(page);
  });
});
