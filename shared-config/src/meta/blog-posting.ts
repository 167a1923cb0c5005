import { SITE_NAME, blogMediaPath, blogPostPath } from '@chainwork/shared-config';
import { canonicalUrl } from './canonical';

/** The post fields page metadata reads: what the api's `blog.bySlug` answers, minus the body. */
export interface BlogPostForMeta {
  slug: string;
  title: string;
  description: string;
  author: { name: string; kind: 'person' | 'organization' };
  publishedAt: Date;
  updatedAt: Date;
  tags: readonly string[];
  cover: { image: string; alt: string };
  wordCount?: number;
}

/**
 * schema.org BlogPosting for a post page, with the properties Google's article
 * documentation lists (headline, image, dates, author with a type). URLs come from the
 * configured site URL only.
 */
export function blogPostingJsonLd(post: BlogPostForMeta, siteUrl: string): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, blogPostPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [canonicalUrl(siteUrl, blogMediaPath(post.cover.image))],
    datePublished: post.publishedAt.toISOString(),
    dateModified: (post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt).toISOString(),
    author: { '@type': post.author.kind === 'organization' ? 'Organization' : 'Person', name: post.author.name },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: canonicalUrl(siteUrl, '/') },
    keywords: post.tags.join(', '),
    inLanguage: 'en',
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}
