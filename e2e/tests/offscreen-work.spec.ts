import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { asSubscribedVisitor } from '../support/visitor';
import { PHONE } from './shell-support';

/**
 * What a first view asks of the main thread beyond its own content: skeletons that pulse
 * without a style recalculation and paint each frame, and sections below the fold (the
 * footer's skeleton, a job page's similar jobs) not styled, laid out or painted while out of sight.
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

  // Only the skeleton: the footer itself is not skipped, since the link prefetcher must see its
  // links come within 200 px of the viewport.
  test("the footer's skeleton is skipped by style, layout and paint (and its pulse) until it nears the viewport", async ({ page }) => {
    // The footer's code held back: its skeleton stays.
    await page.route(/\/_mf\/remote-navigation\/[^/]+\/__federation_expose_Footer/, () => {});
    await page.goto('/');
    const skeleton = page.locator('footer[aria-busy="true"]');
    await expect(skeleton).toBeAttached();
    // Polled: the slot may mount its skeleton again while the shell's idle work runs, and a
    // detached element's computed style is empty; the skeleton that stays is the one that counts.
    await expect.poll(() => skeleton.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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
