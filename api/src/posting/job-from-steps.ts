import { describeLocation, JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { type CompanyStep, type JobStep, type Workplace } from '@chainwork/shared-config/posting';
import type { RenderedJob } from '../job-types';
import { withDescriptionTree } from '../rendered-job';
import { slugify } from '../seed/slug';
import { sanitizeJobMarkdown } from './sanitize-markdown';

/** A posting's steps as the columns of a `jobs` row (and its tags and description). */
export interface PublishableJob {
  title: string;
  company: string;
  companySlug: string;
  companyUrl: string;
  companyLogo: string | null;
  descriptionMd: string;
  location: string;
  standardizedLocation: string;
  numericSalary: number;
  salaryMin: number;
  salaryMax: number;
  employmentType: JobStep['employmentType'];
  seniority: JobStep['seniority'];
  tags: string[];
  applyUrl: string;
}

/** The workplace in the board's location vocabulary: the words shown and the standardized key. */
export function workplaceLocation(workplace: Workplace): { location: string; standardized: string } {
  const standardized =
    workplace.kind === 'remote-worldwide' ? 'remote' : workplace.kind === 'remote-within' ? `remote-${workplace.area}` : workplace.city;
  const description = describeLocation(standardized);
  // The step schema only lets vocabulary values through, so a description always exists.
  return { location: description?.label ?? standardized, standardized };
}

export function publishableJob(company: CompanyStep, job: JobStep): PublishableJob {
  const { location, standardized } = workplaceLocation(job.workplace);
  return {
    title: job.title,
    company: company.name,
    companySlug: slugify(company.name) || 'company',
    companyUrl: company.website,
    companyLogo: company.logo,
    descriptionMd: sanitizeJobMarkdown(job.description),
    location,
    standardizedLocation: standardized,
    // The requirements' numeric_salary is one figure: the middle of the range, as the seed writes it.
    numericSalary: Math.round((job.salary.min + job.salary.max) / 2),
    salaryMin: job.salary.min,
    salaryMax: job.salary.max,
    employmentType: job.employmentType,
    seniority: job.seniority,
    tags: job.tags,
    applyUrl: job.apply.kind === 'url' ? job.apply.url : `mailto:${job.apply.email}`,
  };
}

/** A job page's slug for a new posting: its title and company, made unique by a short suffix. */
export function newJobSlug(job: PublishableJob, suffix: string): string {
  return `${slugify(job.title)}-${job.companySlug}-${suffix}`.slice(0, 200).replace(/-+$/, '');
}

/**
 * The job exactly as `jobs.bySlug` will answer it once live, description tree included, for
 * the review step and the moderation queue (`id` 0 and the slug a placeholder until it is published).
 */
export function previewJob(
  job: PublishableJob,
  options: { slug: string; postedAt: Date; now: Date; featuredUntil: Date | null; employerVerified: boolean },
): RenderedJob {
  const validThrough = new Date(options.postedAt.getTime() + JOB_VALIDITY_MS);
  return withDescriptionTree({
    id: 0,
    Pretty_url: options.slug,
    Title: job.title,
    Company: job.company,
    companySlug: job.companySlug,
    companyLogo: job.companyLogo,
    Date: options.postedAt,
    Location: job.location,
    standardized_location: job.standardizedLocation,
    locationLabel: job.location,
    numeric_salary: job.numericSalary,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: 'USD',
    tags: job.tags,
    employmentType: job.employmentType,
    seniority: job.seniority,
    featuredUntil: options.featuredUntil,
    employerVerified: options.employerVerified,
    origin: 'posted',
    pay: null,
    Description: job.descriptionMd,
    applyUrl: job.applyUrl,
    companyUrl: job.companyUrl,
    validThrough,
    expired: validThrough.getTime() <= options.now.getTime(),
    closed: false,
    source: null,
    firstSeenAt: null,
    redirectTo: null,
  });
}
