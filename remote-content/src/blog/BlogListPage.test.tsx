import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleBlogSource } from '@chainwork/api/content';
import { BLOG_PAGE_SIZE } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { hasTransition } from '@chainwork/testing/element-rules';
import { BlogListPage } from './BlogListPage';
import { samplePost } from './fixtures';

const api = realApiForThisFile();
const posts = [1, 2, 3, 4].map((n) => samplePost(n, n === 2 ? { tags: ['security', 'careers'], words: 1500 } : {}));

beforeEach(async () => {
  await api.publishBlog(sampleBlogSource(posts));
});

describe('BlogListPage', () => {
  it('features the newest post, lists the rest with date and reading time, each card linking to its post', async () => {
    const { calls } = renderWithApi(<BlogListPage />, api, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Post number 1' });
    expect(first.getAttribute('href')).toBe('/blog/post-1');
    expect(calls).toEqual([{ name: 'blog.list', input: { page: 1 } }]);
    const second = screen.getByRole('link', { name: 'Post number 2' }).closest('article') as HTMLElement;
    expect(within(second).getByText('7 min read')).toBeTruthy();
    expect(within(second).getByText('October 28, 2025').getAttribute('datetime')).toBe('2025-10-28T00:00:00.000Z');
    expect(screen.getByRole('link', { name: /Follow the blog by RSS/ }).getAttribute('href')).toBe('/blog/rss.xml');
  });

  it('offers tag chips as links in the URL, and filters by the tag in the URL', async () => {
    const { calls } = renderWithApi(<BlogListPage />, api, { path: '/blog?tag=security' });
    expect(await screen.findByRole('link', { name: 'Post number 2' })).toBeTruthy();
    expect(calls).toEqual([{ name: 'blog.list', input: { tag: 'security', page: 1 } }]);
    expect(screen.queryByRole('link', { name: 'Post number 1' })).toBeNull();
    const chips = within(screen.getByRole('list', { name: 'Filter posts by tag' }));
    expect(chips.getByRole('link', { name: /All posts/ }).getAttribute('href')).toBe('/blog');
    const current = chips.getByRole('link', { name: /security/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/blog?tag=security');
    expect(screen.getByRole('status').textContent).toBe('1 post tagged “security”');
  });

  it('pages through older posts, keeping the tag', async () => {
    await api.publishBlog(sampleBlogSource(Array.from({ length: 2 * BLOG_PAGE_SIZE + 1 }, (_, i) => samplePost(i + 1))));
    renderWithApi(<BlogListPage />, api, { path: '/blog?tag=careers&page=2' });
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 2 of 3')).toBeTruthy();
    expect(pages.getByRole('link', { name: '← Newer posts' }).getAttribute('href')).toBe('/blog?tag=careers');
    expect(pages.getByRole('link', { name: 'Older posts →' }).getAttribute('href')).toBe('/blog?tag=careers&page=3');
    // No featured post past the first page: every card is in the grid.
    expect(screen.getAllByRole('article')).toHaveLength(BLOG_PAGE_SIZE);
    expect(screen.getByRole('link', { name: `Post number ${BLOG_PAGE_SIZE + 1}` })).toBeTruthy();
  });

  it('ignores an invalid tag in the URL instead of sending it', async () => {
    const { calls } = renderWithApi(<BlogListPage />, api, { path: '/blog?tag=%3Cb%3E&page=x' });
    await screen.findByRole('link', { name: 'Post number 1' });
    expect(calls).toEqual([{ name: 'blog.list', input: { page: 1 } }]);
  });

  it('says when a tag has no posts', async () => {
    renderWithApi(<BlogListPage />, api, { path: '/blog?tag=nothing' });
    expect(await screen.findByText('No posts have this tag yet.')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    renderWithApi(<BlogListPage />, api, { path: '/blog', transport: { fail: () => true } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('draws cards that change on hover without a CSS transition (each would send its events through React’s root listener)', async () => {
    renderWithApi(<BlogListPage />, api, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 1' });
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.filter(hasTransition)).toEqual([]);
  });
});
