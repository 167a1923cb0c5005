import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered the job page, not only the gateway's pre-painted head
 * (the same title as the page's h1, shown before any script runs): the Apply now link is
 * the app's alone. For tests in which the app must have seen the visit (the newsletter
 * prompt counts job pages read) before they move on.
 */
export async function expectJobPageRendered(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible();
}
