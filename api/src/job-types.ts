import type { EmploymentType, Seniority } from '@chainwork/shared-config';

/**
 * The job shapes the api returns. Spec field names are kept
 * verbatim (Title, Company, Date, Pretty_url, ...); the rest is camelCase.
 */
export interface JobSummary {
  id: number;
  Pretty_url: string;
  Title: string;
  Company: string;
  /** The company filter's key (`searchFiltersSchema.company`): lowercase words joined by hyphens. */
  companySlug: string;
  companyLogo: string | null;
  Date: Date;
  Location: string;
  standardized_location: string;
  /** Display words for standardized_location, from shared-config's `describeLocation`. */
  locationLabel: string;
  numeric_salary: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: 'USD';
  tags: string[];
  employmentType: EmploymentType;
  seniority: Seniority | null;
}

export interface Job extends JobSummary {
  /** Markdown. */
  Description: string;
  applyUrl: string;
  companyUrl: string | null;
  /** Date + 30 days (docs/product-requirements.md#job-structured-data). */
  validThrough: Date;
  /** True once validThrough has passed; the job page shows it as closed. */
  expired: boolean;
}
