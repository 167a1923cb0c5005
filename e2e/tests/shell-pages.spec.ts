import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { CONFIGURED_SITE_URL } from '../support/env';
import { DESKTOP, PHONE } from './shell-support';

/** The requirements' route table (RSS aside: the gateway serves it) with each page's heading (and title, when it differs). */
const ROUTES: Array<[path: string, heading: string, title?: string]> = [
  ['/about', 'About'],
  ['/blog', 'Blog'],
  ['/post-testimonials', 'Feedback'],
  ['/post-job', 'Post a job'],
  ['/resources/crypto-vcs-and-accelerators', 'Funding Opportunities'],
  ['/resources/crypto-events', 'Crypto Events'],
  ['/resources/job-market-analytics', 'Job Market Insights'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/sign-in', 'Sign in to Chainwork', 'Sign-in'],
  ['/sign-up', 'Create your Chainwork account', 'Sign-up'],
];

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const descriptionOf = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('every route of the requirements answers 200 with its heading and title', async ({ page }) => {
      // Twelve page loads in one test: on a busy two-core machine that can take longer than one page's budget.
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      for (const [path, heading, title = heading] of ROUTES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${title} | Chainwork`);
      }
      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      await expect(page.locator('#job-search')).toBeAttached();
      const rss = await page.request.get('/rss.xml');
      expect(rss.status()).toBe(200);
      expect(rss.headers()['content-type']).toMatch(/xml/);
      expect(errors).toEqual([]);
    });

    test('About, Terms and Privacy have real content', async ({ page }) => {
      for (const [path, sections] of [
        ['/about', ['Who we are', 'For people looking for work', 'For employers', 'Get in touch']],
        ['/terms', ['1. The service', '2. For candidates', '3. For employers', '5. Liability']],
        ['/privacy', ['The short version', 'What we collect and why', 'Your rights']],
      ] as const) {
        await page.goto(path);
        for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(900);
      }
    });

    test('an unknown route answers 404 with the not-found page inside the shell', async ({ page }) => {
      const res = await page.goto('/no/such/page');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Chainwork');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
}

test.describe('colour mode', () => {
  test.use({ viewport: DESKTOP });

  test('a stored light mode is switched to dark before the first paint and stays dark', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'chakra-ui-color-mode', value: 'light', url: baseURL! }]);
    await page.addInitScript(() => {
      localStorage.setItem('chakra-ui-color-mode', 'light');
      // What the first paint sees: after the template's inline script, before the app.
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          (window as unknown as { __firstPaint: unknown }).__firstPaint = {
            stored: localStorage.getItem('chakra-ui-color-mode'),
            theme: document.documentElement.dataset.theme,
            scheme: document.documentElement.style.colorScheme,
            background: getComputedStyle(document.body).backgroundColor,
          };
        },
        { once: true },
      );
    });
    const res = await page.goto('/about');
    expect(await res?.headerValue('set-cookie')).toMatch(/chakra-ui-color-mode=dark;.*Max-Age=31536000/i);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

    const first = await page.evaluate(() => (window as unknown as { __firstPaint: Record<string, string> }).__firstPaint);
    expect(first.stored).toBe('dark');
    expect(first.theme).toBe('dark');
    expect(first.scheme).toBe('dark');
    const [r, g, b] = first.background!.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(90);

    expect(await page.evaluate(() => localStorage.getItem('chakra-ui-color-mode'))).toBe('dark');
    await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
    await expect(page.locator('body')).not.toHaveClass(/chakra-ui-light/);
    const cookie = (await context.cookies()).find((c) => c.name === 'chakra-ui-color-mode');
    expect(cookie?.value).toBe('dark');
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`metadata after client-side navigation at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('title, description and canonical follow every navigation', async ({ page }) => {
      await page.goto('/about?utm_source=newsletter#team');
      await expect(page).toHaveTitle('About | Chainwork');
      expect(await canonicalOf(page)).toBe(`${CONFIGURED_SITE_URL}/about`);

      // Footer links (both widths), client-side: no new document is requested.
      let documents = 0;
      page.on('request', (req) => {
        if (req.resourceType() === 'document') documents += 1;
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page).toHaveTitle('Terms of Service | Chainwork');
      expect(await canonicalOf(page)).toBe(`${CONFIGURED_SITE_URL}/terms`);
      expect(await descriptionOf(page)).toBe('The terms under which Chainwork is offered to job seekers and employers.');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Crypto Events' }).click();
      await expect(page).toHaveTitle('Crypto Events | Chainwork');
      expect(await canonicalOf(page)).toBe(`${CONFIGURED_SITE_URL}/resources/crypto-events`);

      // Home through the wordmark, then a job card.
      await page.getByRole('banner').getByRole('link', { name: 'Chainwork home' }).click();
      await expect(page).toHaveTitle('Remote Crypto & Blockchain Jobs | Chainwork');
      expect(await canonicalOf(page)).toBe(CONFIGURED_SITE_URL);
      expect(await descriptionOf(page)).toMatch(/^Search remote crypto and blockchain jobs/);

      const card = page.locator('#job-search').getByRole('article').first();
      const link = card.getByRole('link').first();
      const jobTitle = (await link.textContent())!.trim();
      await link.click();
      await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
      const slug = new URL(page.url()).pathname.split('/').pop();
      await expect(page).toHaveTitle(new RegExp(`^${jobTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at .+ \\| Chainwork$`));
      expect(await canonicalOf(page)).toBe(`${CONFIGURED_SITE_URL}/jobs/${slug}`);
      expect((await descriptionOf(page))!.length).toBeLessThanOrEqual(155);

      await page.goBack();
      await expect(page).toHaveTitle('Remote Crypto & Blockchain Jobs | Chainwork');
      expect(documents).toBe(0);
    });
  });
}

/**
 * Resolves once an IntersectionObserver with the prefetcher's 200px margin, made now, has
 * reported on the element, and the page has rendered a frame after that. The page's own
 * observers were made earlier and report in the same rendering step, in order, so by then
 * the prefetcher has judged the link and started any load it chose to: the real moment a
 * "not fetched" check can be made, not a sleep.
 */
function prefetcherHasJudged(link: Locator): Promise<boolean> {
  return link.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(entry!.isIntersecting));
          },
          { rootMargin: '200px' },
        );
        observer.observe(el);
      }),
  );
}

/** Whether the page has asked for a lazy page chunk (a script tag while loading, a resource entry once loaded). */
const chunkRequested = (page: Page, name: string) =>
  page.evaluate(
    (chunk) =>
      Array.from(document.scripts).some((s) => s.src.includes(`/${chunk}.`)) ||
      performance.getEntriesByType('resource').some((e) => e.name.includes(`/${chunk}.`)),
    name,
  );

test.describe('link prefetch', () => {
  test.use({ viewport: DESKTOP });

  test("links fetch their route's code when they come within 200px of the viewport, not before", async ({ page }) => {
    // A subscriber: scrolling the home page to its footer would otherwise bring up the newsletter modal.
    await page.addInitScript(() => localStorage.setItem('chainwork-newsletter-prompt', JSON.stringify({ subscribed: true })));
    const chunks: string[] = [];
    page.on('request', (req) => {
      const m = new URL(req.url()).pathname.match(/\/(page-[a-z]+)\.[0-9a-f]+\.js$/);
      if (m) chunks.push(m[1]!);
    });
    await page.goto('/');
    await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    // About is in the top bar, on screen: its chunk comes at once.
    await expect.poll(() => chunks).toContain('page-about');
    // Terms and Privacy are linked only from the footer, far below.
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    expect(await prefetcherHasJudged(terms)).toBe(false);
    expect(await chunkRequested(page, 'page-terms')).toBe(false);
    expect(await chunkRequested(page, 'page-privacy')).toBe(false);
    expect(chunks).not.toContain('page-terms');
    expect(chunks).not.toContain('page-privacy');

    // Bring the link to 150px below the bottom edge: inside the 200px margin, still off screen.
    await terms.evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight - 150, behavior: 'instant' });
    });
    await expect(terms).not.toBeInViewport();
    await expect.poll(() => chunks).toContain('page-terms');
    await expect.poll(() => chunks).toContain('page-privacy');

    // The chunk is already here when the visitor follows the link. (A DOM click: the job
    // list above keeps growing as it is scrolled, so the link will not hold still for a pointer.)
    const before = chunks.length;
    await terms.dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(chunks.filter((c) => c === 'page-terms')).toHaveLength(1);
    expect(chunks.length).toBe(before);
  });

  test("job cards fetch the job page's code before they are clicked", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('chainwork-newsletter-prompt', JSON.stringify({ subscribed: true })));
    const jobPageCode: string[] = [];
    page.on('request', (req) => {
      if (/\/__federation_expose_JobPage\.[0-9a-f]+\.js$/.test(req.url())) jobPageCode.push(req.url());
    });
    await page.goto('/');
    const firstCard = page.locator('#job-search').getByRole('article').first();
    await expect(firstCard).toBeVisible({ timeout: 30_000 });
    // The hero fills a 720-px window: the visitor scrolls to the list before choosing a job.
    await firstCard.scrollIntoViewIfNeeded();
    await expect.poll(() => jobPageCode.length).toBe(1);

    const title = (await firstCard.getByRole('link').first().textContent())!.trim();
    await firstCard.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(jobPageCode).toHaveLength(1);
  });

  test('a link further than 200px below the viewport does not prefetch', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (/\/page-terms\.[0-9a-f]+\.js$/.test(req.url())) chunks.push(req.url());
    });
    await page.goto('/');
    await expect(page.locator('#job-search').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await terms.evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight - 400, behavior: 'instant' });
    });
    expect(await prefetcherHasJudged(terms)).toBe(false);
    expect(await chunkRequested(page, 'page-terms')).toBe(false);
    expect(chunks).toEqual([]);
  });
});

test.describe('third-party scripts', () => {
  test.use({ viewport: DESKTOP });

  test('without their settings, neither the web analytics nor the auth provider script loads, and nothing is tracked', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(origin) && !req.url().startsWith('data:')) elsewhere.push(req.url());
    });
    await page.goto('/about');
    await page.getByRole('form', { name: 'Stay up to date' }).getByRole('textbox', { name: 'Email address' }).fill('ada@example.org');
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('form', { name: 'Stay up to date' }).getByRole('button', { name: 'Subscribe' }).click();
    // The web analytics script would come after load, once the browser is idle: an idle
    // callback asked for after load runs after any the page asked for at load (they run in order).
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator('script[src*="cloudflareinsights"], script[src*="clerk"]').count()).toBe(0);
    expect(elsewhere).toEqual([]);
  });
});
