import type { BlogList, BlogPost, BlogPostSummary } from '@chainwork/api';

/** A post summary in the api's output shape; `n` varies slug, title and date. */
export function makeSummary(n: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const publishedAt = new Date(Date.UTC(2026, 9, 30 - n));
  return {
    slug: `post-${n}`,
    title: `Post number ${n}`,
    description: `What post ${n} is about, in a sentence or two.`,
    author: { name: 'The Chainwork team', kind: 'organization' },
    publishedAt,
    updatedAt: publishedAt,
    tags: ['careers'],
    cover: { image: `post-${n}.svg`, alt: `Cover of post ${n}` },
    wordCount: 920,
    readingMinutes: 4,
    ...overrides,
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return { ...makeSummary(1), body: '## First section\n\nSome **bold** words.', ...overrides };
}

export function makeList(items: BlogPostSummary[], overrides: Partial<BlogList> = {}): BlogList {
  return {
    items, page: 1, pageCount: 1, total: items.length, allPosts: items.length,
    tags: [{ tag: 'careers', posts: items.length }, { tag: 'security', posts: 2 }],
    ...overrides,
  };
}
