import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBlogSource, samplePostBody, type SamplePost } from '@chainwork/api/content';
import { BLOG_RELATED_COUNT } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { BlogPostPage, NEWSLETTER_CTA_HEADING } from './BlogPostPage';
import { samplePost } from './fixtures';

// What the shell composes in from other remotes: stand-ins that show the props the page gives them.
const standIn = (module: string) => (props: object) => <p data-testid={module}>{JSON.stringify(props)}</p>;

const api = realApiForThisFile();

/** Publishes `posts` (post 1 first), then renders post 1's page. */
async function renderPost(posts: SamplePost[] = [samplePost(1), samplePost(2), samplePost(3)]) {
  await api.publishBlog(sampleBlogSource(posts));
  return renderWithApi(
    <BlogPostPage
      slug="post-1"
      renderShareBar={standIn('navigation/ShareBar')}
      renderNewsletter={standIn('newsletter/NewsletterInline')}
      notFound={<p data-testid="shell/NotFoundPage">Not found</p>}
    />,
    api,
    { path: '/blog/post-1', pattern: '/blog/:slug' },
  );
}

describe('BlogPostPage', () => {
  it('shows the post: title, author, date, reading time, cover and tags linking to the filtered list', async () => {
    const { calls } = await renderPost([samplePost(1, { tags: ['careers', 'remote-work'] }), samplePost(2)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeTruthy();
    expect(calls).toEqual([
      { name: 'blog.bySlug', input: { slug: 'post-1' } },
      { name: 'blog.related', input: { slug: 'post-1', limit: BLOG_RELATED_COUNT } },
    ]);
    const article = within(screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement);
    expect(article.getByText('The Chainwork team')).toBeTruthy();
    expect(article.getByText('October 29, 2025')).toBeTruthy();
    expect(article.getByText('4 min read')).toBeTruthy();
    expect(article.getByRole('img', { name: 'Cover of post 1' }).getAttribute('src')).toBe('/blog/media/post-1.svg');
    expect(
      within(article.getByRole('list', { name: 'Tags' }))
        .getByRole('link', { name: 'remote work' })
        .getAttribute('href'),
    ).toBe('/blog?tag=remote-work');
  });

  it("renders the post's markdown: sections as anchored headings", async () => {
    await renderPost([samplePost(1, { body: `${samplePostBody('offers')}\n## Next steps\n\nAsk for the vesting schedule in writing.\n` })]);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Next steps' });
    expect(heading.id).toBe('next-steps');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('#next-steps');
  });

  it('composes two share bars for the post and the newsletter form as a call to action', async () => {
    await renderPost();
    await waitFor(() => expect(screen.getAllByTestId('navigation/ShareBar')).toHaveLength(2), { timeout: 5000 });
    const shareBars = screen.getAllByTestId('navigation/ShareBar');
    expect(JSON.parse(shareBars[0]!.textContent!)).toEqual({ slug: 'post-1', title: 'Post number 1', kind: 'post' });
    const newsletter = await screen.findByTestId('newsletter/NewsletterInline');
    expect(JSON.parse(newsletter.textContent!)).toEqual({ heading: NEWSLETTER_CTA_HEADING });
  });

  it('lists related posts under "Keep reading"', async () => {
    await renderPost();
    const section = within(await screen.findByRole('region', { name: 'Keep reading' }));
    expect(section.getByRole('link', { name: 'Post number 2' }).getAttribute('href')).toBe('/blog/post-2');
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  // The words and the way back are the shell's not-found page (shell-app/src/pages/blog/BlogRoutePage.test.tsx).
  it("shows the shell's not-found page for a post that does not exist", async () => {
    await renderPost([samplePost(2)]);
    expect(await screen.findByTestId('shell/NotFoundPage')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
