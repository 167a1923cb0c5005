import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_RELATED_COUNT } from '@chainwork/shared-config';
import type { ProcedureResult } from '@chainwork/shared-config/testing/trpc';
import { clearRemoteComponentCache } from '../remote-slot/load-remote-component';
import { renderWithApi } from '../test/render-with-api';
import { BlogPostPage, NEWSLETTER_CTA_HEADING } from './BlogPostPage';
import { makePost, makeSummary } from './fixtures';

// The remotes are stand-ins that show the props the page gives them.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

beforeEach(() => {
  clearRemoteComponentCache();
  loadRemote.mockImplementation(async (module: string) => ({
    default: (props: Record<string, unknown>) => <p data-testid={module}>{JSON.stringify(props)}</p>,
  }));
});

const BODY = [
  '## Why it matters',
  '',
  'Read the [offer guide](/blog/post-2), the [docs](https://example.org/docs), and [this](javascript:alert(1)).',
  '',
  '| Part | Value |',
  '|---|---:|',
  '| Base | $100k |',
  '',
  '```solidity',
  'balances[msg.sender] = 0;',
  '```',
  '',
  '<script>alert(1)</script>',
  '',
  '![A chart of salaries](/blog/media/chart.svg)',
  '',
  '![Tracker](https://tracker.example/p.gif)',
  '',
  '## Why it matters',
].join('\n');

function postApi(post: ProcedureResult, related: ProcedureResult = { data: [makeSummary(2), makeSummary(3)] }) {
  return (name: string): ProcedureResult => {
    if (name === 'blog.bySlug') return post;
    if (name === 'blog.related') return related;
    throw new Error(`unexpected ${name}`);
  };
}

const renderPost = (handler: ReturnType<typeof postApi>) => renderWithApi(<BlogPostPage />, handler, { path: '/blog/post-1', pattern: '/blog/:slug' });

describe('BlogPostPage', () => {
  it('shows the post: title, author, date, reading time, cover and tags linking to the filtered list', async () => {
    const { calls } = renderPost(postApi({ data: makePost({ body: BODY, tags: ['careers', 'remote-work'] }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeTruthy();
    expect(calls).toEqual([
      { name: 'blog.bySlug', input: { slug: 'post-1' } },
      { name: 'blog.related', input: { slug: 'post-1', limit: BLOG_RELATED_COUNT } },
    ]);
    const article = within(screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement);
    expect(article.getByText('The Chainwork team')).toBeTruthy();
    expect(article.getByText('October 29, 2026')).toBeTruthy();
    expect(article.getByText('4 min read')).toBeTruthy();
    expect(article.getByRole('img', { name: 'Cover of post 1' }).getAttribute('src')).toBe('/blog/media/post-1.svg');
    expect(within(article.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'remote work' }).getAttribute('href')).toBe('/blog?tag=remote-work');
  });

  it('renders the markdown safely: anchored headings, tables, code, own images only, no raw HTML or script links', async () => {
    const { container } = renderPost(postApi({ data: makePost({ body: BODY }) }));
    const headings = await screen.findAllByRole('heading', { level: 2, name: 'Why it matters' });
    expect(headings.map((h) => h.id)).toEqual(['why-it-matters', 'why-it-matters-1']);
    expect(within(headings[0]!).getByRole('link').getAttribute('href')).toBe('#why-it-matters');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$100k' })).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toContain('balances[msg.sender] = 0;');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByText(/alert\(1\)<\/script>/)).toBeNull();
    expect(screen.getByRole('link', { name: 'offer guide' }).getAttribute('href')).toBe('/blog/post-2');
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByRole('img', { name: 'A chart of salaries' }).getAttribute('src')).toBe('/blog/media/chart.svg');
    expect(screen.queryByRole('img', { name: 'Tracker' })).toBeNull();
    expect(screen.getByText('[Tracker]')).toBeTruthy();
  });

  it('composes two share bars for the post and the newsletter form as a call to action', async () => {
    renderPost(postApi({ data: makePost() }));
    // Two slots of one lazily loaded module: they appear together once it has loaded.
    await waitFor(() => expect(screen.getAllByTestId('navigation/ShareBar')).toHaveLength(2), { timeout: 5000 });
    const shareBars = screen.getAllByTestId('navigation/ShareBar');
    expect(JSON.parse(shareBars[0]!.textContent!)).toEqual({ slug: 'post-1', title: 'Post number 1', kind: 'post' });
    const newsletter = await screen.findByTestId('newsletter/NewsletterInline');
    expect(JSON.parse(newsletter.textContent!)).toEqual({ heading: NEWSLETTER_CTA_HEADING });
  });

  it('lists related posts under "Keep reading"', async () => {
    renderPost(postApi({ data: makePost() }));
    const section = within(await screen.findByRole('region', { name: 'Keep reading' }));
    expect(section.getByRole('link', { name: 'Post number 2' }).getAttribute('href')).toBe('/blog/post-2');
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('says a post was not found, with a way back to the blog', async () => {
    renderPost(postApi({ error: { message: 'Post not found', code: 'NOT_FOUND', httpStatus: 404 } }, { error: { message: 'Post not found', code: 'NOT_FOUND', httpStatus: 404 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blog');
  });
});
