import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';
import { PHONE } from './shell-support';

/**
 * The jobs remote's prebuilt first-view styles (scripts/build/first-view-styles.ts), which the
 * gateway puts in the document: in the browser, emotion adopts them, so the page draws with
 * their rules and compiles none of them again.
 */
interface Adoption {
  /** Ids the prebuilt tag lists. */
  prebuilt: number;
  /** Its classes the page's elements carry. */
  used: number;
  /** Its classes emotion inserted again (in a tag of its own). */
  insertedAgain: string[];
}

function adoption(page: Page): Promise<Adoption | null> {
  return page.evaluate(() => {
    const prebuiltTag = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
    if (!prebuiltTag) return null;
    const classesIn = (tag: HTMLStyleElement) =>
      new Set(Array.from(tag.sheet!.cssRules).flatMap((rule) => Array.from(rule.cssText.matchAll(/\.css-([a-z0-9]+)/g), (m) => m[1]!)));
    const prebuilt = classesIn(prebuiltTag);
    const runtime = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).flatMap((tag) => [
      ...classesIn(tag),
    ]);
    const onPage = new Set(Array.from(document.querySelectorAll('[class*="css-"]')).flatMap((el) => Array.from(el.classList)));
    return {
      prebuilt: prebuiltTag.getAttribute('data-emotion')!.split(' ').length - 1,
      used: [...prebuilt].filter((id) => onPage.has(`css-${id}`)).length,
      insertedAgain: runtime.filter((id) => prebuilt.has(id)),
    };
  });
}

test.describe("the jobs remote's prebuilt first-view styles", () => {
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
    expect(found).not.toBeNull();
    expect(found!.prebuilt).toBeGreaterThan(50);
    expect(found!.used).toBeGreaterThan(25);
    expect(found!.insertedAgain).toEqual([]);
  });

  test("the home page's job cards draw with them too", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const found = await adoption(page);
    expect(found!.used).toBeGreaterThan(10);
    expect(found!.insertedAgain).toEqual([]);
  });

  test('other pages do without them', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await adoption(page)).toBeNull();
  });
});
