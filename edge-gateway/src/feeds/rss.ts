/**
 * `/rss.xml`: RSS 2.0 of the latest live jobs, generated with the `feed` library. Every
 * text goes through xmlSafe first: the library escapes markup itself but passes control
 * characters through and breaks only the first `]]>` of a CDATA section.
 */
import { Feed } from 'feed';
import {
  FEED_JOBS_DEFAULT,
  SITE_NAME,
  canonicalUrl,
  jobPath,
  jobTitle,
  markdownToPlainText,
  metaDescription,
  route,
} from '@chainwork/shared-config';
import type { FeedJob } from '@chainwork/api';
import { xmlSafe } from '@chainwork/shared-config/xml-text';

export const RSS_PATH = route('rss').path;
/** The feed's size: what `feeds.latest` gives by default. */
export const RSS_ITEM_COUNT = FEED_JOBS_DEFAULT;
export const RSS_TTL_MINUTES = 5;

function summary(job: FeedJob): string {
  if (job.Description) return metaDescription(markdownToPlainText(job.Description));
  const salary = job.numeric_salary ? `$${Math.round(job.numeric_salary / 1000)}k a year` : null;
  return [job.locationLabel, salary, job.tags.join(', ')].filter(Boolean).join(' · ');
}

export function buildRss(jobs: readonly FeedJob[], siteUrl: string, now: Date = new Date()): string {
  const feed = new Feed({
    title: xmlSafe(`${SITE_NAME}: the latest crypto jobs`),
    description: xmlSafe(route('rss').description),
    id: canonicalUrl(siteUrl, '/'),
    link: canonicalUrl(siteUrl, '/'),
    language: 'en',
    ttl: RSS_TTL_MINUTES,
    updated: jobs[0]?.Date ?? now,
    feedLinks: { rss: canonicalUrl(siteUrl, RSS_PATH) },
    generator: SITE_NAME,
    copyright: `© ${now.getUTCFullYear()} ${SITE_NAME}`,
  });
  for (const job of jobs) {
    const link = canonicalUrl(siteUrl, jobPath(job.Pretty_url));
    feed.addItem({
      title: xmlSafe(jobTitle(job)),
      link,
      id: link,
      date: job.Date,
      description: xmlSafe(summary(job)),
      category: job.tags.map((tag) => ({ name: xmlSafe(tag) })),
    });
  }
  return feed.rss2();
}
