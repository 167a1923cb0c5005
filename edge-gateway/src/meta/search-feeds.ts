/**
 * The feeds of a search page, for its document's head: `<link rel="alternate">` to the RSS
 * and JSON Feed twins of the search in the URL (feed readers and browsers find them there).
 * Every page of `/` is a search (no query: every live job); other routes have none.
 */
import { matchRoute } from '@chainwork/shared-config';
import { FEED_PATHS, feedQuery, feedSearchOf, feedTitle } from '@chainwork/shared-config/feeds';

export interface FeedLink {
  type: 'application/rss+xml' | 'application/feed+json';
  title: string;
  href: string;
}

export function searchFeedLinks(url: URL, siteUrl: string): FeedLink[] {
  if (matchRoute(url.pathname)?.route.id !== 'home') return [];
  const search = feedSearchOf(url.searchParams);
  const root = siteUrl.replace(/\/+$/, '');
  const query = feedQuery(search);
  const title = feedTitle(search);
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: `${root}${FEED_PATHS.rss}${query}` },
    { type: 'application/feed+json', title: `${title} (JSON Feed)`, href: `${root}${FEED_PATHS.json}${query}` },
  ];
}
