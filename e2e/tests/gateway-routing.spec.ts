import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { liveVersionOf, readTableText, restoreTable, routes, stageVersion, stagedName } from './gateway-versions';

/**
 * Versioned routing of remotes through the real operator command: a canary of
 * remote-jobs shifted 10% -> 50% -> 100%, as two sticky visitors see it, and a pin
 * (override) by cookie and by header to a version that takes no traffic.
 */
const PKG = 'remote-jobs';
let stable = '';
let canary = '';
let savedTable = '';

test.beforeAll(async () => {
  savedTable = await readTableText();
  stable = await liveVersionOf(PKG);
  canary = stagedName(stable, 'c');
  await stageVersion(PKG, stable, canary);
});

test.afterAll(async () => {
  await restoreTable(savedTable);
});

/** What a visitor with this bucket is served, as the page itself reports and loads it. */
async function served(page: Page): Promise<{ version: string | undefined; manifestLoaded: string | undefined }> {
  const manifests: string[] = [];
  const onRequest = (req: { url(): string }) => {
    const m = new URL(req.url()).pathname.match(/^\/_mf\/remote-jobs\/([^/]+)\/mf-manifest\.json$/);
    if (m) manifests.push(m[1]!);
  };
  page.on('request', onRequest);
  await page.reload();
  // The jobs remote rendered (its search box), whatever the api's speed for the results.
  await expect(page.locator('#job-search').getByRole('searchbox').first()).toBeVisible();
  page.off('request', onRequest);
  const version = await page.evaluate(
    () => (window as unknown as { __CHAINWORK__?: { versions: Record<string, string> } }).__CHAINWORK__?.versions['remote-jobs'],
  );
  return { version, manifestLoaded: manifests[0] };
}

async function visitor(browser: import('@playwright/test').Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cw_bucket', value: String(bucket), url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

test('a canary shift 10% -> 50% -> 100% reaches a sticky visitor when it covers their bucket, and they keep it', async ({ browser }) => {
  // Four runs of the operator command and a dozen full page loads, on a shared 2-core machine.
  test.setTimeout(240_000);
  // Positions 0.70 and 0.20 on the weight range: the canary takes the top of it.
  const late = await visitor(browser, 2000);
  const mid = await visitor(browser, 7000);
  const errors = collectErrors(mid.page);

  await routes('canary', PKG, canary, '10');
  await expect(async () => {
    expect(await served(mid.page)).toEqual({ version: stable, manifestLoaded: stable });
  }).toPass({ timeout: 15_000 });
  // Sticky: the same visitor, again and again, the same version.
  for (let i = 0; i < 2; i += 1) expect((await served(mid.page)).version).toBe(stable);

  await routes('shift', PKG, '50');
  await expect(async () => {
    expect(await served(mid.page)).toEqual({ version: canary, manifestLoaded: canary });
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < 2; i += 1) expect((await served(mid.page)).version).toBe(canary);
  expect((await served(late.page)).version).toBe(stable);

  await routes('shift', PKG, '100');
  await expect(async () => {
    expect((await served(late.page)).version).toBe(canary);
  }).toPass({ timeout: 15_000 });
  expect((await served(mid.page)).version).toBe(canary);
  expect(errors).toEqual([]);

  const listed = await routes('list', PKG);
  expect(listed).toContain(`live      ${canary}`);
  expect(listed).toMatch(new RegExp(`fallback\\s+${stable}`));
  await late.context.close();
  await mid.context.close();
});

test('a new visitor gets a sticky bucket cookie the page cannot read', async ({ page, context }) => {
  await page.goto('/');
  const bucket = (await context.cookies()).find((c) => c.name === 'cw_bucket');
  expect(bucket?.value).toMatch(/^\d{1,4}$/);
  expect(bucket?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('cw_bucket');
});

test('a pin by cookie or header serves a version that takes no traffic', async ({ browser, request }) => {
  test.setTimeout(60_000);
  await restoreTable(savedTable);
  const pinned = stagedName(stable, 'p');
  await stageVersion(PKG, stable, pinned);
  const pinOutput = await routes('pin', PKG, pinned);
  expect(pinOutput).toContain(`x-chainwork-pin: ${PKG}@${pinned}`);

  const context = await browser.newContext();
  await context.addCookies([
    { name: 'cw_bucket', value: '9999', url: test.info().project.use.baseURL! },
    { name: 'cw_pin', value: `${PKG}@${pinned}`, url: test.info().project.use.baseURL! },
  ]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(async () => {
    expect(await served(page)).toEqual({ version: pinned, manifestLoaded: pinned });
  }).toPass({ timeout: 15_000 });
  await context.close();

  const byHeader = await request.get('/', { headers: { 'x-chainwork-pin': `${PKG}@${pinned}` } });
  expect(byHeader.headers()['x-chainwork-versions']).toContain(`${PKG}=${pinned}`);
  expect(byHeader.headers()['x-chainwork-routing']).toContain(`${PKG}=pinned`);
  const unpinned = await request.get('/');
  expect(unpinned.headers()['x-chainwork-versions']).toContain(`${PKG}=${stable}`);
});

test('the operator command refuses an unknown version and weights that do not sum to 100, changing nothing', async () => {
  test.setTimeout(60_000);
  await restoreTable(savedTable);
  const before = await readTableText();
  await expect(routes('canary', PKG, 'notpublished1', '10')).rejects.toThrow(/not published/);
  await expect(routes('shift', PKG, `${stable}=60`)).rejects.toThrow(/sum to 60/);
  expect(await readTableText()).toBe(before);
});
