/** Job vocabulary shared by the api (validation, seed), remote-jobs (filters) and the gateway (JSON-LD). */

/** schema.org employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
  TEMPORARY: 'Temporary',
};

export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
  executive: 'Executive',
};

export const JOB_STATUSES = ['published', 'draft', 'removed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Tags are lowercase words joined by hyphens: `solidity`, `zero-knowledge`. */
export const TAG_PATTERN = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
export const MAX_TAGS_PER_JOB = 8;
