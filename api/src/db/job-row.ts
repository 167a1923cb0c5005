import { describeLocation, type EmploymentType, type Seniority } from '@chainwork/shared-config';
import type { Job, JobSummary } from '../job-types';

/** Columns of a search result row; `tags_json` is a JSON array built by SQL. */
export const SUMMARY_COLUMNS = `
  id, slug, title, company, company_logo, posted_at, location, standardized_location,
  numeric_salary, salary_min, salary_max, salary_currency, employment_type, seniority,
  (SELECT json_group_array(tag) FROM (SELECT tag FROM job_tags WHERE job_id = jobs.id ORDER BY position)) AS tags_json`;

/** Columns of a job page row. */
export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS},
  description_md, apply_url, company_url, expires_at`;

export interface JobSummaryRow {
  id: number;
  slug: string;
  title: string;
  company: string;
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
  tags_json: string;
}

export interface JobDetailRow extends JobSummaryRow {
  description_md: string;
  apply_url: string;
  company_url: string | null;
  expires_at: number;
}

export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    Pretty_url: row.slug,
    Title: row.title,
    Company: row.company,
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
  };
}

/** The schema allows only USD today; a row saying otherwise is corrupt, not a value to pass on. */
function usd(currency: string): 'USD' {
  if (currency !== 'USD') throw new Error(`Unexpected salary currency in jobs row: ${currency}`);
  return currency;
}
