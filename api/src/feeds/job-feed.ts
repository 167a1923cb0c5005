/**
 * A search's feed, format-free: what the RSS and the JSON Feed twins both say, every text
 * already one line cleaned of what XML cannot carry (employers write these fields), every URL absolute
 * and built from SITE_URL alone (never from the request's host).
 */
import { EMPLOYMENT_TYPE_LABELS, SENIORITY_LABELS, jobPath, toSearchParams } from '@chainwork/shared-config';
import { jobTitle } from '@chainwork/shared-config/meta';
import { FEED_PATHS, feedDescription, feedQuery, feedTitle, type FeedFormat, type FeedSearch } from '@chainwork/shared-config/feeds';
import { xmlSafe } from '@chainwork/shared-config/xml-text';
import type { JobSummary } from '../job-types';

export interface JobFeedItem {
  /** The job page's canonical URL: the item's link and its permanent id. */
  url: string;
  title: string;
  company: string;
  /** Plain text: where, the pay, the kind of job. */
  summary: string;
  published: Date;
  tags: string[];
}

export interface JobFeed {
  title: string;
  description: string;
  /** The search page this feed follows. */
  homePageUrl: string;
  /** Each twin's canonical address (normalised query): the self links. */
  feedUrls: Record<FeedFormat, string>;
  items: JobFeedItem[];
  /** The newest item's date (null without items): the RSS channel's lastBuildDate. */
  updated: Date | null;
}

/** One line of XML-safe text: a title, a name or a tag never spans lines in a reader's list. */
export const feedText = (text: string) => xmlSafe(text).replace(/\s+/g, ' ').trim();

function salaryText(job: JobSummary): string | null {
  if (job.pay) return job.pay.label;
  const k = (usd: number) => `$${Math.round(usd / 1000)}k`;
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMax > job.salaryMin)
    return `${k(job.salaryMin)} – ${k(job.salaryMax)} a year`;
  return job.numeric_salary ? `${k(job.numeric_salary)} a year` : null;
}

/** "Remote (Worldwide) · $120k – $150k a year · Full-time · Senior": facts, no markup. */
export function jobSummaryText(job: JobSummary): string {
  return [
    job.locationLabel,
    salaryText(job),
    EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.seniority ? SENIORITY_LABELS[job.seniority] : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

export function buildJobFeed(search: FeedSearch, jobs: readonly JobSummary[], siteUrl: string): JobFeed {
  const root = siteUrl.replace(/\/+$/, '');
  const page = toSearchParams({ ...search.filters, sort: search.sort }).toString();
  const query = feedQuery(search);
  const items = jobs.map((job) => ({
    url: `${root}${jobPath(job.Pretty_url)}`,
    title: feedText(jobTitle(job)),
    company: feedText(job.Company),
    summary: feedText(jobSummaryText(job)),
    published: job.Date,
    tags: job.tags.map(feedText),
  }));
  const newest = Math.max(...items.map((item) => item.published.getTime()));
  return {
    title: feedText(feedTitle(search)),
    description: feedText(feedDescription(search)),
    homePageUrl: `${root}/${page ? `?${page}` : ''}`,
    feedUrls: { rss: `${root}${FEED_PATHS.rss}${query}`, json: `${root}${FEED_PATHS.json}${query}` },
    items,
    updated: items.length ? new Date(newest) : null,
  };
}
