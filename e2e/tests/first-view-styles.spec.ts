import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';
import { PHONE } from './shell-support';

/**
 * Remotes' prebuilt first-view styles (scripts/build/first-view-styles.ts), which the gateway
 * puts in the document (the navigation's everywhere, the jobs remote's on `/` and job pages):
 * in the browser, emotion adopts them, so the page draws with their rules and compiles none
 * of them again.
 */
interface Adoption {
  /** Prebuilt tags in the document. */
  tags: number;
  /** Ids they list. */
  prebuilt: number;
  /** Its classes the page's elements carry. */
  used: number;
  /** Its classes emotion inserted again (in a tag of its own). */
  insertedAgain: string[];
}

/** Read once the navigation remote has drawn the top bar (until then the pre-paint's bar stands in, with none of its classes). */
async function adoption(page: Page): Promise<Adoption> {
  await expect(page.locator('[data-top-bar]')).toBeAttached();
  return page.evaluate(() => {
    const classesIn = (tag: HTMLStyleElement) =>
      Array.from(tag.sheet!.cssRules).flatMap((rule) => Array.from(rule.cssText.matchAll(/\.css-([a-z0-9]+)/g), (m) => m[1]!));
    const prebuiltTags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css "]'));
    const prebuilt = new Set(prebuiltTags.flatMap(classesIn));
    const runtime = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).flatMap(classesIn);
    const onPage = new Set(Array.from(document.querySelectorAll('[class*="css-"]')).flatMap((el) => Array.from(el.classList)));
    return {
      tags: prebuiltTags.length,
      prebuilt: prebuiltTags.reduce((sum, tag) => sum + tag.getAttribute('data-emotion')!.split(' ').length - 1, 0),
      used: [...prebuilt].filter((id) => onPage.has(`css-${id}`)).length,
      insertedAgain: [...new Set(runtime.filter((id) => prebuilt.has(id)))],
    };
  });
}

test.describe("remotes' prebuilt first-view styles", () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  test('a job page draws with them, and emotion compiles none of them again', async ({ page, request }) => {
    const [job] = await latestJobs(request, 1);
    await page.goto(`/jobs/${job!.Pretty_url}`);
    await expect(page.getByRole('region', { name: 'Similar open jobs' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible();
    const found = await adoption(page);
    expect(found.tags).toBe(2);
    expect(found.prebuilt).toBeGreaterThan(60);
    expect(found.used).toBeGreaterThan(30);
    expect(found.insertedAgain).toEqual([]);
  });

  test("the home page's job cards draw with them too", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const found = await adoption(page);
    expect(found.tags).toBe(2);
    expect(found.used).toBeGreaterThan(15);
    expect(found.insertedAgain).toEqual([]);
  });

  test("other pages get the top bar's alone", async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const found = await adoption(page);
    expect(found.tags).toBe(1);
    expect(found.used).toBeGreaterThanOrEqual(4);
    expect(found.insertedAgain).toEqual([]);
  });
});
