import { expect, test } from '@playwright/test';
import { HOME_HERO } from '@chainwork/shared-config/prepaint';

const HEADLINE = `${HOME_HERO.heading.before} ${HOME_HERO.heading.highlight} ${HOME_HERO.heading.after}`;

test.describe('the static pre-paint (the first view before any JavaScript file runs)', () => {
  test('with every script file blocked, / shows the top bar and the hero', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Chainwork home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: HOME_HERO.browse })).toBeVisible();
    // The bar's entries are a picture until the app makes them work: nothing to press yet.
    await expect(banner.getByRole('button')).toHaveCount(0);
  });

  test('with every script file blocked, another page shows the top bar and no hero', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Chainwork home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('after the app has loaded there is one top bar and one h1, the app own', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('button', { name: 'Resources', exact: true }).or(banner.getByRole('button', { name: 'Open menu' })),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.locator('[data-prepaint]')).toHaveCount(0);
  });
});
