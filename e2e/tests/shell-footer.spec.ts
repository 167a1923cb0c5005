import { expect, test, type Page } from '@playwright/test';
import { latestJobs } from '../support/api';
import { DESKTOP, PHONE, injectedSettings } from './shell-support';

const COLUMNS = {
  Company: [
    ['About', '/about'],
    ['Blog', '/blog'],
    ['Feedback', '/post-testimonials'],
    ['Post a job', '/post-job'],
  ],
  Resources: [
    ['Funding Opportunities', '/resources/crypto-vcs-and-accelerators'],
    ['Crypto Events', '/resources/crypto-events'],
    ['Job Market Insights', '/resources/job-market-analytics'],
    ['Companies', '/companies'],
    ['Developers', '/developers'],
    ['RSS XML Feed', '/rss.xml'],
  ],
  Legal: [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ],
} as const;

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`footer at ${viewport.width}px`, () => {
    test.use({ viewport });

    // The checks that only read share one load of /about (a cold load is ~3 s of the suite on
    // this machine); the one that navigates has a page of its own.
    let about: Page;
    test.beforeAll(async ({ browser }) => {
      about = await browser.newPage({ viewport });
      await about.goto('/about');
    });
    test.afterAll(async () => {
      await about.context().close();
    });

    test('has the columns Company, Resources, Partnerships and Legal with their links', async () => {
      const nav = about.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
      await expect(nav.getByRole('heading', { level: 2 })).toHaveText(['Company', 'Resources', 'Partnerships', 'Legal']);
      for (const links of Object.values(COLUMNS)) {
        for (const [name, href] of links) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(nav.getByRole('link')).toHaveCount(Object.values(COLUMNS).flat().length);
    });

    test('shows Advertising and Sponsorships as plain text that links nowhere', async () => {
      const footer = about.getByRole('contentinfo');
      for (const name of ['Advertising', 'Sponsorships']) {
        await expect(footer.getByText(name, { exact: true })).toBeVisible();
        await expect(footer.getByRole('link', { name })).toHaveCount(0);
        expect(await footer.getByText(name, { exact: true }).evaluate((el) => el.closest('a, button, [href], [role="link"]'))).toBeNull();
      }
    });

    test('carries the newsletter form headed Stay up to date', async () => {
      const form = about.getByRole('contentinfo').getByRole('form', { name: 'Stay up to date' });
      await expect(form).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });

    test('has a social icon bar (messaging channel, microblog, e-mail) with accessible names', async () => {
      const { social } = await injectedSettings(about);
      const footer = about.getByRole('contentinfo');
      const expected = [
        ['Telegram', social.messaging],
        ['X (Twitter)', social.microblog],
        ['Email', social.email],
      ] as const;
      for (const [name, href] of expected) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        // Icons only: the name comes from the label, not from visible text.
        await expect(link).toHaveText('');
      }
      await expect(footer.getByRole('link', { name: 'Telegram', exact: true })).toHaveAttribute('rel', /noopener/);
    });

    test('ends with a copyright line with the current year', async () => {
      await expect(about.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Chainwork. All rights reserved.`)).toBeVisible();
    });

    test('its links navigate inside the app', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    });
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`share bar on a job page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('offers Share on Twitter and Share on LinkedIn with encoded links to the canonical job URL, in a new tab', async ({
      page,
      request,
    }) => {
      const [job] = await latestJobs(request, 1);
      await page.goto(`/jobs/${job!.Pretty_url}`);
      const { siteUrl } = await injectedSettings(page);
      const jobUrl = `${siteUrl.replace(/\/+$/, '')}/jobs/${job!.Pretty_url}`;
      const title = `${job!.Title} at ${job!.Company}`;

      const twitter = page.getByRole('link', { name: 'Share on Twitter' });
      const linkedin = page.getByRole('link', { name: 'Share on LinkedIn' });
      for (const link of [twitter, linkedin]) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const tweet = new URL((await twitter.getAttribute('href'))!);
      expect(`${tweet.origin}${tweet.pathname}`).toBe('https://twitter.com/intent/tweet');
      expect(tweet.searchParams.get('url')).toBe(jobUrl);
      expect(tweet.searchParams.get('text')).toBe(title);
      const share = new URL((await linkedin.getAttribute('href'))!);
      expect(`${share.origin}${share.pathname}`).toBe('https://www.linkedin.com/shareArticle');
      expect(share.searchParams.get('url')).toBe(jobUrl);
      expect(share.searchParams.get('title')).toBe(title);
      // Encoded once: the raw href carries the job URL percent-encoded, not as a bare URL.
      expect(await twitter.getAttribute('href')).toContain(encodeURIComponent(jobUrl));
    });
  });
}
