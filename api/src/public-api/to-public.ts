/**
 * From the api's own read models to the public shapes (schemas.ts): spec field names become
 * stable camelCase, dates ISO strings, paths absolute URLs on the site, and the salary one
 * `{ min, max, currency, interval }` (the pay as published when it is not yearly USD).
 */
import { jobPath } from '@chainwork/shared-config';
import { companyPath } from '@chainwork/shared-config/companies';
import type { CompanyProfile, CompanySummary } from '../companies/companies-repo';
import type { Job, JobSummary } from '../job-types';
import type { PublicCompany, PublicCompanySummary, PublicJob, PublicJobSummary } from './schemas';

/** A path or URL made absolute on the site; null stays null. */
export function absolute(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

const optionalAbsolute = (siteUrl: string, value: string | null) => (value ? absolute(siteUrl, value) : null);

function salaryOf(job: JobSummary): PublicJobSummary['salary'] {
  if (job.pay) return { min: job.pay.min, max: job.pay.max, currency: job.pay.currency, interval: job.pay.interval };
  const min = job.salaryMin ?? job.numeric_salary;
  const max = job.salaryMax ?? job.numeric_salary;
  if (min === null || max === null) return null;
  return { min, max, currency: job.salaryCurrency, interval: 'year' };
}

export function publicJobSummary(siteUrl: string, job: JobSummary, now: Date): PublicJobSummary {
  return {
    slug: job.Pretty_url,
    title: job.Title,
    url: absolute(siteUrl, jobPath(job.Pretty_url)),
    company: {
      slug: job.companySlug,
      name: job.Company,
      logoUrl: optionalAbsolute(siteUrl, job.companyLogo),
      url: absolute(siteUrl, companyPath(job.companySlug)),
      verified: job.employerVerified,
    },
    postedAt: job.Date.toISOString(),
    location: { text: job.Location, label: job.locationLabel, code: job.standardized_location },
    salary: salaryOf(job),
    tags: job.tags,
    employmentType: job.employmentType,
    seniority: job.seniority,
    featured: job.featuredUntil !== null && job.featuredUntil.getTime() > now.getTime(),
    origin: job.origin,
  };
}

export function publicJob(siteUrl: string, job: Job, now: Date): PublicJob {
  return {
    ...publicJobSummary(siteUrl, job, now),
    description: job.Description,
    applyUrl: absolute(siteUrl, job.applyUrl),
    companyWebsite: optionalAbsolute(siteUrl, job.companyUrl),
    validThrough: job.validThrough.toISOString(),
    expired: job.expired,
    closed: job.closed,
  };
}

export function publicCompanySummary(siteUrl: string, company: CompanySummary): PublicCompanySummary {
  return {
    slug: company.slug,
    name: company.name,
    url: absolute(siteUrl, companyPath(company.slug)),
    logoUrl: optionalAbsolute(siteUrl, company.logo),
    ecosystems: company.ecosystems,
    openJobCount: company.openJobs,
    verified: company.verified,
  };
}

export function publicCompany(siteUrl: string, company: CompanyProfile, now: Date): PublicCompany {
  return {
    ...publicCompanySummary(siteUrl, { ...company, openJobs: company.openJobsTotal }),
    website: optionalAbsolute(siteUrl, company.website),
    about: company.about,
    socials: company.socials,
    openJobs: company.openJobs.map((job) => publicJobSummary(siteUrl, job, now)),
    recentlyClosed: company.recentlyClosed,
  };
}
