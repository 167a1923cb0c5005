import type { SeedJob } from './generate';
import { DAY_MS } from '@chainwork/shared-config/time';

/**
 * One plausible published job, posted `ageDays` ago (31 or more: expired), for tests and
 * fixtures of other packages: they override what they are about and insert it with
 * `insertJobs`, so the api serves it as it would any job.
 */
export function sampleJob(overrides: Partial<SeedJob> & { ageDays?: number } = {}): SeedJob {
  const { ageDays = 3, ...rest } = overrides;
  const slug = rest.slug ?? 'senior-solidity-engineer-acme';
  return {
    slug,
    title: 'Senior Solidity Engineer',
    company: 'Acme Protocol',
    descriptionMd: '## The role\n\nBuild **contracts**.',
    postedAt: new Date(Date.now() - ageDays * DAY_MS),
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
