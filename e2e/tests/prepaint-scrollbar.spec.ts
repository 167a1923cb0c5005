import { expect, test, type Browser } from '@playwright/test';
import { HOME_HERO } from '@chainwork/shared-config/prepaint';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env';
import { insertJob } from '../support/jobs';

/**
 * Playwright hides scrollbars by default; desktop Chromium on Linux and Windows draws classic
 * ones that take room from the page. Here they are drawn, so that a pre-paint without one
 * and an app page with one would put their centred containers half a scrollbar apart: the
 * heading moved when React replaced it (and counted as a new largest paint).
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

type Box = { x: number; width: number; scrollbar: number };

async function headingBox(browser: Browser, path: string, name: string, scripts: 'blocked' | 'run'): Promise<Box> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    if (scripts === 'blocked') await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name, exact: true });
    await expect(heading).toBeVisible();
    // The app's own heading, not the pre-paint's: nothing of the pre-paint is left.
    if (scripts === 'run') await expect(page.locator('[data-prepaint]')).toHaveCount(0);
    const box = (await heading.boundingBox())!;
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    return { x: box.x, width: box.width, scrollbar };
  } finally {
    await page.close();
  }
}

test.describe('the pre-paint with a scrollbar that takes room', () => {
  const HEADLINE = `${HOME_HERO.heading.before} ${HOME_HERO.heading.highlight} ${HOME_HERO.heading.after}`;

  test("/: the hero's heading is where the app then draws it", async ({ browser }) => {
    const app = await headingBox(browser, '/', HEADLINE, 'run');
    // Otherwise this test proves nothing: the browser must draw a scrollbar that takes room.
    expect(app.scrollbar).toBeGreaterThan(0);
    const prepaint = await headingBox(browser, '/', HEADLINE, 'blocked');
    expect(prepaint.scrollbar).toBe(app.scrollbar);
    expect(Math.abs(prepaint.x - app.x)).toBeLessThan(0.5);
  });

  test("a job page: the job's title is where the app then draws it", async ({ browser }) => {
    const slug = `prepaint-scrollbar-${Date.now().toString(36)}`;
    const title = 'Scrollbar Engineer';
    await insertJob({
      slug,
      title,
      company: 'Gutter Labs',
      descriptionMd: 'A job to check that the pre-painted head sits where the page draws it.',
    });
    const app = await headingBox(browser, `/jobs/${slug}`, title, 'run');
    expect(app.scrollbar).toBeGreaterThan(0);
    const prepaint = await headingBox(browser, `/jobs/${slug}`, title, 'blocked');
    expect(prepaint.scrollbar).toBe(app.scrollbar);
    expect(Math.abs(prepaint.x - app.x)).toBeLessThan(0.5);
  });
});
