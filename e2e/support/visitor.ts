import type { Page } from '@playwright/test';

/**
 * A visitor who already subscribed to the newsletter, so the shell never offers the
 * modal (it may appear once a visitor has scrolled the home page, by design) over what a test clicks.
 * The newsletter suites test the modal itself.
 */
export async function asSubscribedVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'chainwork-newsletter-prompt',
      JSON.stringify({ jobViews: 0, lastJobSlug: null, dismissedAt: null, subscribed: true }),
    );
  });
}
