import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogProps } from '@chainwork/shared-config/federation';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { clearRemoteComponentCache } from '../../remote-slot/load-remote-component';
import { BlogRoutePage } from './BlogRoutePage';

// The content remote is a stand-in: it shows the props it got, and the not-found page it was given.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const api = realApiForThisFile();

const Blog: ComponentType<BlogProps> = ({ slug, renderShareBar, renderNewsletter, notFound }) => (
  <div data-testid="content/Blog">
    <p>{JSON.stringify({ slug, composes: [!!renderShareBar, !!renderNewsletter] })}</p>
    {slug === 'no-such-post' ? notFound : null}
    {slug ? renderShareBar?.({ slug, title: 'A post', kind: 'post' }) : null}
    {slug ? renderNewsletter?.({ heading: 'Get new posts' }) : null}
  </div>
);

beforeEach(() => {
  clearRemoteComponentCache();
  loadRemote.mockImplementation(async (module: string) => ({
    default: module === 'content/Blog' ? Blog : (props: object) => <p data-testid={module}>{JSON.stringify(props)}</p>,
  }));
});

describe('BlogRoutePage', () => {
  it('mounts the blog list with no props', async () => {
    renderWithApi(<BlogRoutePage />, api, { path: '/blog', pattern: '/blog' });
    expect((await screen.findByTestId('content/Blog')).textContent).toBe(JSON.stringify({ composes: [false, false] }));
  });

  it("gives a post the slug and composes the navigation remote's share bar and the newsletter form into it", async () => {
    renderWithApi(<BlogRoutePage />, api, { path: '/blog/post-1', pattern: '/blog/:slug' });
    expect(JSON.parse((await screen.findByTestId('navigation/ShareBar')).textContent!)).toEqual({
      slug: 'post-1',
      title: 'A post',
      kind: 'post',
    });
    expect(JSON.parse((await screen.findByTestId('newsletter/NewsletterInline')).textContent!)).toEqual({ heading: 'Get new posts' });
  });

  it('says a post was not found, with a way back to the blog', async () => {
    renderWithApi(<BlogRoutePage />, api, { path: '/blog/no-such-post', pattern: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blog');
  });
});
