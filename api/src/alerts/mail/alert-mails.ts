import { createElement } from 'react';
import { ALERT_DIGEST_MAX_JOBS, SITE_NAME, type AlertFrequency } from '@chainwork/shared-config';
import type { JobSummary } from '../../job-types';
import { renderMail } from '../../mail/templates/render-mail';
import { alertLinks } from '../links';
import { ConfirmAlertMail } from './ConfirmAlertMail';
import type { DigestJob } from './DigestMail';
import { digestHtml, digestText, type DigestValues } from './digest-template';

/** What a mail needs besides its recipient, kind and headers. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const dateWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const usdShort = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 });

/** "$120K – $160K", "$150K", or null. */
export function salaryWords(job: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'numeric_salary'>): string | null {
  const min = job.salaryMin ?? job.numeric_salary;
  const max = job.salaryMax;
  if (min === null) return null;
  return max !== null && max > min ? `${usdShort.format(min)} – ${usdShort.format(max)}` : usdShort.format(min);
}

export async function confirmationMail(args: {
  siteUrl: string;
  description: string;
  frequency: AlertFrequency;
  confirmUrl: string;
  expiresAt: Date;
}): Promise<MailContent> {
  const rendered = await renderMail(
    createElement(ConfirmAlertMail, {
      siteUrl: args.siteUrl,
      description: args.description,
      frequency: args.frequency,
      confirmUrl: args.confirmUrl,
      expiresOn: dateWords.format(args.expiresAt),
    }),
  );
  return { subject: `Confirm your ${SITE_NAME} job alert: ${args.description}`, ...rendered };
}

/*
 * Each job's mail form, made once per job object: the digests of a queue message share their
 * jobs' objects (digest-search.ts reads each summary once), and a day's new jobs appear in
 * many digests. Checked against what it depends on besides the job.
 */
const digestJobs = new WeakMap<JobSummary, { siteUrl: string; featured: boolean; job: DigestJob }>();

function digestJob(job: JobSummary, siteUrl: string, now: Date): DigestJob {
  const featured = job.featuredUntil !== null && job.featuredUntil > now;
  const cached = digestJobs.get(job);
  if (cached && cached.siteUrl === siteUrl && cached.featured === featured) return cached.job;
  const made: DigestJob = {
    url: alertLinks.job(siteUrl, job.Pretty_url),
    title: job.Title,
    company: job.Company,
    location: job.locationLabel,
    salary: salaryWords(job),
    tags: job.tags,
    featured,
  };
  digestJobs.set(job, { siteUrl, featured, job: made });
  return made;
}

export async function digestMail(args: {
  siteUrl: string;
  description: string;
  frequency: AlertFrequency;
  jobs: JobSummary[];
  /** More new jobs match than `jobs` (at most ALERT_DIGEST_MAX_JOBS) holds. */
  more: boolean;
  /** The run's time: a job is labelled Featured while its pinned days last. */
  now: Date;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}): Promise<MailContent> {
  const count = args.more ? `${ALERT_DIGEST_MAX_JOBS}+ new jobs` : args.jobs.length === 1 ? '1 new job' : `${args.jobs.length} new jobs`;
  const jobs = args.jobs.map((job) => digestJob(job, args.siteUrl, args.now));
  const values: DigestValues = {
    siteUrl: args.siteUrl,
    frequency: args.frequency,
    description: args.description,
    heading: count,
    jobs,
    preview: jobs
      .slice(0, 3)
      .map((job) => `${job.title} at ${job.company}`)
      .join(' · '),
    buttonLabel: args.more ? 'See all matching jobs' : 'Open this search',
    searchUrl: args.searchUrl,
    unsubscribeUrl: args.unsubscribeUrl,
    manageUrl: args.manageUrl,
  };
  return { subject: `${count}: ${args.description}`, html: await digestHtml(values), text: digestText(values) };
}
