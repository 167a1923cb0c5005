import type { Job, JobSummary } from '@chainwork/api';
import type { SeedJob } from '@chainwork/api/seed';

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
    seniority: 'senior',
    Description: '## The role\n\nBuild **contracts**.',
    applyUrl: 'https://acme.example/jobs/1/apply',
    companyUrl: 'https://acme.example',
    validThrough: new Date(date.getTime() + 30 * DAY),
    expired: false,
    ...overrides,
  };
}

export function makeSummary(index: number, overrides: Partial<JobSummary> = {}): JobSummary {
  const { Description: _d, applyUrl: _a, companyUrl: _c, validThrough: _v, expired: _e, ...summary } = makeJob({
    id: index,
    Pretty_url: `job-${index}`,
    Title: `Role number ${index}`,
    Company: `Company ${index}`,
    companySlug: `company-${index}`,
    ...overrides,
  });
  return summary;
}

/** A job as the api's seed writes it (`@chainwork/api/seed`), for the real api (real-api.ts). */
export function seedJob(overrides: Partial<SeedJob> & { ageDays?: number } = {}): SeedJob {
  const { ageDays = 3, ...rest } = overrides;
  const slug = rest.slug ?? 'senior-solidity-engineer-acme';
  return {
    slug,
    title: 'Senior Solidity Engineer',
    company: 'Acme Protocol',
    descriptionMd: '## The role\n\nBuild **contracts**.',
    postedAt: new Date(Date.now() - ageDays * DAY),
    location: 'Remote',
    standardizedLocation: 'remote',
    numericSalary: 150_000,
    salaryMin: 120_000,
    salaryMax: 180_000,
    salaryCurrency: 'USD',
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    tags: ['solidity', 'evm', 'defi', 'security', 'audits'],
    applyUrl: `https://acme.example/jobs/${slug}/apply`,
    companyUrl: 'https://acme.example',
    companyLogo: null,
    status: 'published',
    ...rest,
  };
}
