/**
 * A search's feed as RSS 2.0 (https://www.rssboard.org/rss-specification), written by hand:
 * a few elements, each text escaped with the site's one escaper (its texts are already
 * XML-safe: job-feed.ts), no CDATA. What the W3C validator asks beyond the spec is kept:
 * atom:link rel="self" naming the feed's own address, RFC 822 dates, absolute links, a guid
 * that is the job page's permanent URL.
 */
import { SITE_NAME } from '@chainwork/shared-config';
import { RSS_TTL_MINUTES } from '@chainwork/shared-config/feeds';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import type { JobFeed, JobFeedItem } from './job-feed';

/** RFC 822 (RFC 1123's four-digit year), as RSS 2.0 dates are written: "Sun, 29 Nov 2026 02:19:44 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeHtml(text)}</${name}>`;

function item(job: JobFeedItem): string {
  return [
    '<item>',
    element('title', job.title),
    element('link', job.url),
    `<guid isPermaLink="true">${escapeHtml(job.url)}</guid>`,
    element('pubDate', rfc822(job.published)),
    element('dc:creator', job.company),
    element('description', job.summary),
    ...job.tags.map((tag) => element('category', tag)),
    '</item>',
  ].join('');
}

export function rssDocument(feed: JobFeed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.homePageUrl),
    element('description', feed.description),
    `<atom:link href="${escapeHtml(feed.feedUrls.rss)}" rel="self" type="application/rss+xml"/>`,
    element('language', 'en'),
    element('generator', SITE_NAME),
    element('ttl', String(RSS_TTL_MINUTES)),
    // The newest job's date, not the clock: an unchanged search gives the same bytes (and ETag).
    feed.updated ? element('lastBuildDate', rfc822(feed.updated)) : '',
    ...feed.items.map(item),
    '</channel>',
    '</rss>\n',
  ].join('');
}
