import { expect, test, type Page } from '@playwright/test';
import { route } from '@chainwork/shared-config';
import { collectErrors } from '../support/console';
import { liveVersionOf, readTableText, restoreTable, routes, stageVersion, stagedName } from './gateway-versions';

/**
 * remote-content deploys on its own: a second version of it alone, published and promoted
 * through the operator command, is what the blog and the events page load next, while the
 * shell and every other remote stay the versions they were (nothing else rebuilt or published).
 */
const PKG = 'remote-content';
let savedTable = '';

test.beforeAll(async () => {
  savedTable = await readTableText();
});

test.afterAll(async () => {
  await restoreTable(savedTable);
});

type Versions = Record<string, string>;

/** The versions the gateway served this page with, and the content manifests the page loaded. */
async function open(page: Page, path: string, heading: string): Promise<{ versions: Versions; manifests: string[] }> {
  const manifests: string[] = [];
  const onRequest = (req: { url(): string }) => {
    const m = new URL(req.url()).pathname.match(/^\/_mf\/remote-content\/([^/]+)\/mf-manifest\.json$/);
    if (m) manifests.push(m[1]!);
  };
  page.on('request', onRequest);
  await page.goto(path);
  // Rendered by the content remote (the page's own heading), whatever the api's speed for the rest.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  page.off('request', onRequest);
  const versions = await page.evaluate(
    () => (window as unknown as { __CHAINWORK__?: { versions: Versions } }).__CHAINWORK__?.versions ?? {},
  );
  return { versions, manifests };
}

test('a new version of remote-content alone goes live on the blog and events pages, every other package unchanged', async ({ page }) => {
  // Two runs of the operator command and four page loads, on a shared 2-core machine.
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const stable = await liveVersionOf(PKG);
  const before = await open(page, route('blog').path, 'Blog');
  expect(before.versions[PKG]).toBe(stable);
  expect(before.manifests).toContain(stable);

  // What a team's new build of the content remote looks like to the gateway: published alone, then promoted.
  const next = stagedName(stable, 'n');
  await stageVersion(PKG, stable, next);
  await routes('promote', PKG, next);

  for (const [path, heading] of [
    [route('blog').path, 'Blog'],
    [route('cryptoEvents').path, 'Crypto Events'],
  ] as const) {
    await expect(async () => {
      const after = await open(page, path, heading);
      expect(after.versions[PKG]).toBe(next);
      expect(after.manifests).toEqual([next]);
      // The shell and the other remotes: the very versions served before.
      const { [PKG]: _content, ...others } = after.versions;
      const { [PKG]: _stable, ...othersBefore } = before.versions;
      expect(others).toEqual(othersBefore);
    }).toPass({ timeout: 20_000 });
  }
  expect(errors).toEqual([]);
});
