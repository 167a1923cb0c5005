/**
 * `/blog/rss.xml`: RSS 2.0 of the newest blog posts, built with the `feed` library. Every
 * text goes through xmlSafe first: the library escapes markup itself but passes control
 * characters through and breaks only the first `]]>` of a CDATA section.
 */
import { Feed } from 'feed';
import { BLOG_PATH, BLOG_RSS_PATH, SITE_NAME, blogPostPath, canonicalUrl } from '@chainwork/shared-config';
import type { BlogPost } from '@chainwork/api';
import { RSS_TTL_MINUTES } from '@chainwork/shared-config/feeds';
import { xmlSafe } from '@chainwork/shared-config/xml-text';
import { routeDescription } from '@chainwork/shared-config/meta';

export function buildBlogRss(posts: readonly BlogPost[], siteUrl: string, now: Date = new Date()): string {
  const feed = new Feed({
    title: xmlSafe(`${SITE_NAME} blog`),
    description: xmlSafe(routeDescription('blog')),
    id: canonicalUrl(siteUrl, BLOG_PATH),
    link: canonicalUrl(siteUrl, BLOG_PATH),
    language: 'en',
    ttl: RSS_TTL_MINUTES,
    updated: posts[0]?.publishedAt ?? now,
    feedLinks: { rss: canonicalUrl(siteUrl, BLOG_RSS_PATH) },
    generator: SITE_NAME,
    copyright: `© ${now.getUTCFullYear()} ${SITE_NAME}`,
  });
  for (const post of posts) {
    const link = canonicalUrl(siteUrl, blogPostPath(post.slug));
    feed.addItem({
      title: xmlSafe(post.title),
      link,
      id: link,
      date: post.publishedAt,
      description: xmlSafe(post.description),
      author: [{ name: xmlSafe(post.author.name) }],
      category: post.tags.map((tag) => ({ name: xmlSafe(tag) })),
    });
  }
  return feed.rss2();
}
