import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';
import { PHONE } from './shell-support';

/**
 * What a first view asks of the main thread beyond its own content: skeletons that pulse
 * without a style recalculation and paint each frame, and a footer that is not styled,
 * laid out or painted while it is out of sight.
 */

/** The CSS properties each running animation of the page's loading skeletons changes. */
function skeletonAnimatedProperties(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.chakra-skeleton')).flatMap((element) =>
      element.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const ignored = new Set(['offset', 'computedOffset', 'easing', 'composite']);
        return [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !ignored.has(key))))].sort();
      }),
    ),
  );
}

test.describe('work a first view leaves off the main thread', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await asSubscribedVisitor(page);
  });

  /** A job page whose similar jobs never arrive, so their skeleton stays. */
  async function jobPageLoadingSimilarJobs(page: Page, request: Parameters<typeof latestJobs>[0]): Promise<void> {
    const [job] = await latestJobs(request, 1);
    await page.route(/jobs\.similar/, () => {
      // Held: the section keeps its skeleton for the whole test.
    });
    await page.goto(`/jobs/${job!.Pretty_url}`);
    await expect(page.getByLabel('Loading similar jobs')).toBeAttached();
  }

  test('a loading skeleton pulses its opacity only, which the compositor animates', async ({ page, request }) => {
    await jobPageLoadingSimilarJobs(page, request);
    await expect.poll(async () => (await skeletonAnimatedProperties(page)).length).toBeGreaterThan(0);
    const animated = await skeletonAnimatedProperties(page);
    expect(new Set(animated.map((properties) => properties.join(',')))).toEqual(new Set(['opacity']));
  });

  test('a loading skeleton stands still for a visitor who asks for reduced motion', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await jobPageLoadingSimilarJobs(page, request);
    await expect(page.locator('.chakra-skeleton').first()).toBeAttached();
    expect(await skeletonAnimatedProperties(page)).toEqual([]);
  });

  test('the footer is skipped by style, layout and paint until it nears the viewport, then drawn whole', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo').filter({ hasText: 'All rights reserved' });
    await expect(footer).toBeAttached();
    expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    await footer.getByText('All rights reserved', { exact: false }).scrollIntoViewIfNeeded();
    await expect(footer.getByText('All rights reserved', { exact: false })).toBeInViewport();
    // Drawn, it has its own height (one column on a phone), not the reserved box's.
    const box = await footer.boundingBox();
    const contentHeight = await footer.evaluate((element) => (element.firstElementChild as HTMLElement).getBoundingClientRect().height);
    expect(Math.abs(box!.height - contentHeight - 1)).toBeLessThanOrEqual(1);
  });

  test("a job page's similar jobs are skipped until they near the viewport, then drawn whole with their cards", async ({
    page,
    request,
  }) => {
    const [job] = await latestJobs(request, 1);
    await page.goto(`/jobs/${job!.Pretty_url}`);
    const section = page.getByRole('region', { name: 'Similar open jobs' });
    await expect(section).toBeAttached();
    expect(await section.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    await section.getByRole('heading', { name: 'Similar open jobs' }).scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Similar open jobs' })).toBeInViewport();
    await expect(section.getByRole('list', { name: 'Similar jobs' }).getByRole('listitem').first()).toBeVisible();
    // Drawn, its box is its content's (the last child's bottom), not the reserved height.
    const [boxBottom, contentBottom] = await section.evaluate((element) => [
      element.getBoundingClientRect().bottom,
      element.lastElementChild!.getBoundingClientRect().bottom,
    ]);
    expect(Math.abs(boxBottom - contentBottom)).toBeLessThanOrEqual(1);
  });
});
