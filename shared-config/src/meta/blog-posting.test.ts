import { describe, expect, it } from 'vitest';
import { route } from '../routes';
import { blogPostingJsonLd, type BlogPostForMeta } from './blog-posting';
import { routeMeta } from './route-meta';

const SITE = 'https://chainwork.example/';
const post: BlogPostForMeta = {
  slug: 'reading-a-crypto-job-offer',
  title: 'How to read a crypto job offer',
  description: 'Token grants, vesting cliffs and stablecoin salaries: what each line of an offer is worth and what to ask before you sign.',
  author: { name: 'The Chainwork team', kind: 'organization' },
  publishedAt: new Date('2026-10-01T00:00:00Z'),
  updatedAt: new Date('2026-10-05T12:00:00Z'),
  tags: ['careers', 'compensation'],
  cover: { image: 'reading-a-crypto-job-offer.svg', alt: 'An offer letter' },
  wordCount: 900,
};

describe('blogPostingJsonLd', () => {
  it('describes the post with absolute URLs from the configured site only', () => {
    const ld = blogPostingJsonLd(post, SITE);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      url: 'https://chainwork.example/blog/reading-a-crypto-job-offer',
      mainEntityOfPage: { '@id': 'https://chainwork.example/blog/reading-a-crypto-job-offer' },
      image: ['https://chainwork.example/blog/media/reading-a-crypto-job-offer.svg'],
      datePublished: '2026-10-01T00:00:00.000Z',
      dateModified: '2026-10-05T12:00:00.000Z',
      author: { '@type': 'Organization', name: 'The Chainwork team' },
      publisher: { '@type': 'Organization', name: 'Chainwork' },
      keywords: 'careers, compensation',
      wordCount: 900,
    });
  });

  it('types a named person as a Person and never dates a change before publication', () => {
    const ld = blogPostingJsonLd(
      { ...post, author: { name: 'Ada Example', kind: 'person' }, updatedAt: new Date('2026-01-01T00:00:00Z') },
      SITE,
    );
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Ada Example' });
    expect(ld.dateModified).toBe(ld.datePublished);
  });
});

describe('routeMeta for a post', () => {
  it("titles it '{title} | Chainwork' with its own description, canonical and JSON-LD", () => {
    const meta = routeMeta({ siteUrl: SITE, path: '/blog/reading-a-crypto-job-offer/', route: route('blogPost'), post });
    expect(meta.title).toBe('How to read a crypto job offer | Chainwork');
    expect(meta.description).toBe(post.description);
    expect(meta.canonical).toBe('https://chainwork.example/blog/reading-a-crypto-job-offer');
    expect(meta.jsonLd?.['@type']).toBe('BlogPosting');
    expect(routeMeta({ siteUrl: SITE, path: '/blog/x', route: route('blogPost'), post, includeJsonLd: false }).jsonLd).toBeUndefined();
  });
});
