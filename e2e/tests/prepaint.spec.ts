import { expect, test } from '@playwright/test';
import { HOME_HERO, JOB_HEAD } from '@chainwork/shared-config/prepaint';
import { insertJob } from '../support/jobs';

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

  test.describe('on a job page', () => {
    // Words a naive fill would turn into markup: they must arrive as text, in the head and in the app.
    const title = 'Protocol Engineer <script>window.__prepaintXss = 1</script> & Friends';
    const company = 'Pre & Paint <b>Labs</b>';
    let slug = '';

    test.beforeAll(async () => {
      slug = `prepaint-protocol-engineer-${Date.now().toString(36)}`;
      await insertJob({ slug, title, company, descriptionMd: 'A job to check the pre-painted head of its page.' });
    });

    test('with every script file blocked, the head shows the job title as the h1, the company and the way back', async ({ page }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(`/jobs/${slug}`);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByText(company, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: JOB_HEAD.back })).toHaveAttribute('href', '/#job-search');
      expect(await page.evaluate(() => (window as { __prepaintXss?: number }).__prepaintXss)).toBeUndefined();
      await expect(page.locator('h1 script, h1 b, [data-prepaint="job-head"] b')).toHaveCount(0);
    });

    test('with every script file blocked, an unknown job shows no head', async ({ page }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      const res = await page.goto('/jobs/no-such-job-here-0000');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Chainwork home' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    });

    test('after the app has loaded there is one top bar and one h1, the job title, the app own', async ({ page }) => {
      await page.goto(`/jobs/${slug}`);
      // The job page's own content is in: its apply button is not in the pre-paint.
      await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.locator('[data-prepaint], .cwpp-jhead')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __prepaintXss?: number }).__prepaintXss)).toBeUndefined();
    });
  });
});
