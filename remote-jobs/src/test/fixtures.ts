import type { JobSummary, RenderedJob } from '@chainwork/api';
import { markdownToDescriptionTree } from '@chainwork/shared-config/markdown-tree';
import { DAY_MS } from '@chainwork/shared-config/time';

/** A job as jobs.bySlug returns it; override what a test cares about (the tree follows `Description`). */
export function makeJob(overrides: Partial<RenderedJob> = {}): RenderedJob {
  const date = overrides.Date ?? new Date(Date.now() - 3 * DAY_MS);
  const description = overrides.Description ?? '## The role\n\nBuild **contracts**.';
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
    Description: description,
    descriptionTree: markdownToDescriptionTree(description),
    applyUrl: 'https://acme.example/jobs/1/apply',
    companyUrl: 'https://acme.example',
    validThrough: new Date(date.getTime() + 30 * DAY_MS),
    expired: false,
    closed: false,
    origin: 'posted',
    pay: null,
    source: null,
    firstSeenAt: null,
    redirectTo: null,
    ...overrides,
  };
}

export function makeSummary(index: number, overrides: Partial<JobSummary> = {}): JobSummary {
  const {
    Description: _d,
    descriptionTree: _tree,
    applyUrl: _a,
    companyUrl: _c,
    validThrough: _v,
    expired: _e,
    closed: _closed,
    source: _source,
    firstSeenAt: _firstSeen,
    redirectTo: _redirect,
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
