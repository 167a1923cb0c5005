import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a search filter by its label's words, as a visitor does. Not `check({ force: true })`:
 * after the search changes, its counts arrive and the filter lists shrink, moving the groups
 * up; a forced check skips Playwright's wait for the element to stop moving and clicks where
 * the box was. Clicking the label waits for it to be stable, and the assertion says what it saw.
 */
export async function chooseFilter(scope: Locator, words: string, role: 'checkbox' | 'radio', name: RegExp): Promise<void> {
  await scope.getByText(words, { exact: true }).first().click();
  await expect(scope.getByRole(role, { name }).first()).toBeChecked();
}
