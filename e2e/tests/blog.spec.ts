import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { CONFIGURED_SITE_URL } from '../support/env';
import { servedHead } from '../support/served-head';

/* The blog as a reader meets it: the posts of content/blog, loaded by the start script. */
const SECURITY_POST = { slug: 'your-first-smart-contract-security-role', title: 'Getting your first smart contract security role' };

test('the blog list filters by tag in the URL and opens a post', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(6);
  await expect(articles.first()).toContainText('min read');

  const chips = page.getByRole('list', { name: 'Filter posts by tag' });
  await chips.getByRole('link', { name: /^security/ }).click();
  await expect(page).toHaveURL(/\/blog\?tag=security$/);
  await expect(page.getByRole('status')).toHaveText('1 post tagged “security”');
  await expect(articles).toHaveCount(1);
  await expect(chips.getByRole('link', { name: /^security/ })).toHaveAttribute('aria-current', 'page');

  await articles.getByRole('link', { name: SECURITY_POST.title }).click();
  await expect(page).toHaveURL(`/blog/${SECURITY_POST.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SECURITY_POST.title })).toBeVisible();
  await expect(page).toHaveTitle(`${SECURITY_POST.title} | Chainwork`);
  await expect(page.getByRole('heading', { level: 2, name: 'The bugs to recognise on sight' })).toHaveAttribute(
    'id',
    'the-bugs-to-recognise-on-sight',
  );
  await expect(page.getByRole('group', { name: 'Share this post' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get new posts and jobs in your inbox' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keep reading' }).getByRole('article')).toHaveCount(3);

  // Back restores the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?tag=security$/);
  await expect(articles).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a post's served HTML carries its title, canonical and BlogPosting JSON-LD", async ({ request }) => {
  const head = await servedHead(request, `/blog/${SECURITY_POST.slug}`);
  expect(head.status).toBe(200);
  expect(head.title).toBe(`${SECURITY_POST.title} | Chainwork`);
  expect(head.canonical).toBe(`${CONFIGURED_SITE_URL}/blog/${SECURITY_POST.slug}`);
  expect(head.jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: SECURITY_POST.title,
    url: `${CONFIGURED_SITE_URL}/blog/${SECURITY_POST.slug}`,
    author: { '@type': 'Organization', name: 'The Chainwork team' },
    image: [`${CONFIGURED_SITE_URL}/blog/media/${SECURITY_POST.slug}.svg`],
  });
});

test('a post cover is served as an inert SVG, and an unknown post answers 404 with a way back', async ({ page, request }) => {
  const cover = await request.get(`/blog/media/${SECURITY_POST.slug}.svg`);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(cover.headers()['content-security-policy']).toContain("default-src 'none'");

  const res = await page.goto('/blog/no-such-post-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all posts' }).click();
  await expect(page).toHaveURL('/blog');
});

test('the blog has its own RSS feed and its posts are in the sitemap', async ({ request }) => {
  const rss = await request.get('/blog/rss.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const text = await rss.text();
  expect(text).toContain(`<link>${CONFIGURED_SITE_URL}/blog/${SECURITY_POST.slug}</link>`);
  expect(text.match(/<item>/g)).toHaveLength(6);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${CONFIGURED_SITE_URL}/blog/${SECURITY_POST.slug}</loc>`);
});
