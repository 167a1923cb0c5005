import { describeLocation, type EmploymentType, type Seniority } from '@chainwork/shared-config';
import type { Job, JobSummary } from '../job-types';
import { formatPay } from '@chainwork/shared-config/pay';
import type { PayInterval, Provider } from '../imports/types';

const withLabel = <T extends { currency: string; interval: PayInterval; min: number; max: number }>(pay: T) => ({
  ...pay,
  label: formatPay(pay),
});

/** Columns of a search result row, read from `jobs`; `tags_json` is a JSON array built by SQL. */
export const SUMMARY_COLUMNS = `
  jobs.id, jobs.slug, jobs.title, jobs.company, jobs.company_slug, jobs.company_logo, jobs.posted_at, jobs.location,
  jobs.standardized_location, jobs.numeric_salary, jobs.salary_min, jobs.salary_max, jobs.salary_currency,
  jobs.employment_type, jobs.seniority, jobs.featured_until,
  (jobs.employer_verified OR EXISTS (SELECT 1 FROM companies WHERE companies.slug = jobs.company_slug AND companies.claimed_by IS NOT NULL)) AS employer_verified,
  jobs.origin, jobs.pay_currency, jobs.pay_interval, jobs.pay_min, jobs.pay_max,
  (SELECT json_group_array(tag) FROM (SELECT tag FROM job_tags WHERE job_id = jobs.id ORDER BY position)) AS tags_json`;

/** Columns of a job page row; the description lives in its own table (migration 0002). */
export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS},
  coalesce((SELECT description_md FROM job_descriptions WHERE job_id = jobs.id), '') AS description_md,
  jobs.apply_url, jobs.company_url, jobs.expires_at, jobs.updated_at, jobs.status, jobs.first_seen_at,
  (SELECT provider FROM import_sources WHERE id = jobs.source_id) AS source_provider,
  (SELECT last_success_at FROM import_sources WHERE id = jobs.source_id) AS source_checked_at,
  (SELECT to_slug FROM job_redirects WHERE from_slug = jobs.slug) AS redirect_to`;

export interface JobSummaryRow {
  id: number;
  slug: string;
  title: string;
  company: string;
  company_slug: string;
  company_logo: string | null;
  posted_at: number;
  location: string;
  standardized_location: string;
  numeric_salary: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  /** The table's CHECK constraints keep these inside the shared-config vocabularies. */
  employment_type: EmploymentType;
  seniority: Seniority | null;
  featured_until: number | null;
  employer_verified: number;
  origin: 'posted' | 'imported';
  pay_currency: string | null;
  pay_interval: PayInterval | null;
  pay_min: number | null;
  pay_max: number | null;
  tags_json: string;
}

export interface JobDetailRow extends JobSummaryRow {
  description_md: string;
  apply_url: string;
  company_url: string | null;
  expires_at: number;
  updated_at: number;
  status: string;
  first_seen_at: number | null;
  source_provider: Provider | null;
  source_checked_at: number | null;
  redirect_to: string | null;
}

export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    Pretty_url: row.slug,
    Title: row.title,
    Company: row.company,
    companySlug: row.company_slug,
    companyLogo: row.company_logo,
    Date: new Date(row.posted_at),
    Location: row.location,
    standardized_location: row.standardized_location,
    // A location outside the vocabulary (possible for rows written by hand) keeps the employer's words.
    locationLabel: describeLocation(row.standardized_location)?.label ?? row.location,
    numeric_salary: row.numeric_salary,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: usd(row.salary_currency),
    tags: JSON.parse(row.tags_json) as string[],
    employmentType: row.employment_type,
    seniority: row.seniority,
    featuredUntil: row.featured_until === null ? null : new Date(row.featured_until),
    employerVerified: row.employer_verified === 1,
    origin: row.origin,
    pay:
      row.pay_currency && row.pay_interval && row.pay_min !== null && row.pay_max !== null
        ? withLabel({ currency: row.pay_currency, interval: row.pay_interval, min: row.pay_min, max: row.pay_max })
        : null,
  };
}

export function toJob(row: JobDetailRow, now: Date): Job {
  return {
    ...toJobSummary(row),
    Description: row.description_md,
    applyUrl: row.apply_url,
    companyUrl: row.company_url,
    validThrough: new Date(row.expires_at),
    expired: row.expires_at <= now.getTime(),
    closed: row.status === 'removed',
    source:
      row.origin === 'imported' && row.source_provider
        ? {
            provider: row.source_provider,
            url: row.apply_url,
            checkedAt: row.source_checked_at === null ? null : new Date(row.source_checked_at),
          }
        : null,
    firstSeenAt: row.first_seen_at === null || row.first_seen_at === row.posted_at ? null : new Date(row.first_seen_at),
    redirectTo: row.status === 'published' ? null : row.redirect_to,
  };
}

/** The schema allows only USD today; a row saying otherwise is corrupt, not a value to pass on. */
function usd(currency: string): 'USD' {
  if (currency !== 'USD') throw new Error(`Unexpected salary currency in jobs row: ${currency}`);
  return currency;
}
