/**
 * What this remote reads from the api, written down as types: the search contract.
 *  `jobs-api.ts` checks these against the real `AppRouter` at compile time, so a
 * drift between the two fails `tsc` instead of failing in the browser.
 */
import type { JobSummary } from '@chainwork/api';
import type { Seniority } from '@chainwork/shared-config';

/** One page of `jobs.search`. */
export interface SearchPage {
  items: JobSummary[];
  nextCursor: string | null;
  total: number;
  /** False when the api capped the count: the UI then says "1,000+ jobs". */
  totalIsExact: boolean;
  /** Normalized query terms to highlight (lowercase); the last may be a prefix. */
  terms: string[];
}

export interface FacetCount { value: string; count: number }
export interface CompanyFacetCount extends FacetCount { label: string }
export interface SalaryFacetCount { floor: number; count: number }

/**
 * `jobs.facets(filters)`: for each filter group, how many jobs the search would have with
 * that value chosen and every other group's filters kept (standard faceting).
 */
export interface SearchFacets {
  tags: FacetCount[];
  remote: FacetCount[];
  city: FacetCount[];
  employmentTypes: FacetCount[];
  seniorities: FacetCount[];
  posted: FacetCount[];
  salary: SalaryFacetCount[];
  /** Jobs that state no salary (what "Include jobs without a salary" would add). */
  noSalary: number;
  companies: CompanyFacetCount[];
}

export interface SimilarJobsInput { slug: string; limit?: number }

/** Salary percentiles in USD per year, over the jobs that state a salary. */
export interface SalaryPercentiles {
  /** How many jobs with a salary the percentiles come from. */
  jobs: number;
  p25: number;
  p50: number;
  p75: number;
}

/** Seven days ending at `weekEnd` (the last one ends now). */
export interface WeeklyJobs {
  weekStart: Date;
  weekEnd: Date;
  jobs: number;
  remoteJobs: number;
  /** remoteJobs / jobs, 0 when there were none. */
  remoteShare: number;
}

export interface TagTrend {
  tag: string;
  /** Jobs posted in the last 30 days with this tag. */
  jobs: number;
  /** The 30 days before those. */
  previousJobs: number;
  /** (jobs - previousJobs) / previousJobs; null when there were none before. */
  growth: number | null;
}

/** `insights.market()`: the board's own numbers for the job market page. */
export interface MarketInsights {
  generatedAt: Date;
  /** The last 12 weeks, oldest first. */
  weeks: WeeklyJobs[];
  /** Most used tags of the last 30 days, most used first. */
  topTags: TagTrend[];
  salaryByTag: Array<SalaryPercentiles & { tag: string }>;
  salaryBySeniority: Array<SalaryPercentiles & { seniority: Seniority }>;
  /** Jobs of the last 30 days open to remote work, out of all of them. */
  remote: { jobs: number; remoteJobs: number; share: number };
}
