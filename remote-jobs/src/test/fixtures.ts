import type { Job, JobSummary } from '@chainwork/api';

const DAY = 86_400_000;

/** A job as jobs.bySlug returns it; override what a test cares about. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const date = overrides.Date ?? new Date(Date.now() - 3 * DAY);
  return {
    id: 1,
    Pretty_url: 'senior-solidity-engineer-acme',
    Title: 'Senior Solidity Engineer',
    Company: 'Acme Protocol',
    companySlug: 'acme-protocol',
    companyLogo: null,
    Date: date,
    Location: 'Remote',
    standardized_location: 'remote',
    locationLabel: 'Remote',
    numeric_salary: 150_000,
    salaryMin: 120_000,
    salaryMax: 180_000,
    salaryCurrency: 'USD',
    tags: ['solidity', 'evm', 'defi', 'security', 'audits'],
    employmentType: 'FULL_TIME',
    featuredUntil: null,
    employerVerified: false,
    seniority: 'senior',
    Description: '## The role\n\nBuild **contracts**.',
    applyUrl: 'https://acme.example/jobs/1/apply',
    companyUrl: 'https://acme.example',
    validThrough: new Date(date.getTime() + 30 * DAY),
    expired: false,
    closed: false,
    ...overrides,
  };
}

export function makeSummary(index: number, overrides: Partial<JobSummary> = {}): JobSummary {
  const {
    Description: _d,
    applyUrl: _a,
    companyUrl: _c,
    validThrough: _v,
    expired: _e,
    closed: _closed,
    ...summary
  } = makeJob({
    id: index,
    Pretty_url: `job-${index}`,
    Title: `Role number ${index}`,
    Company: `Company ${index}`,
    companySlug: `company-${index}`,
    ...overrides,
  });
  return summary;
}
