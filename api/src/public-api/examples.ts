/**
 * One example per operation for the OpenAPI document: the request (site-relative, as the
 * /developers page shows it with a curl line) and its answer, parsed through the answer's
 * own schema when the document is built, so an example can never stop matching the contract.
 */
import type { z } from 'zod';
import { PUBLIC_API_RATE_LIMITED_MESSAGE, PUBLIC_API_UNAVAILABLE_MESSAGE } from '@chainwork/shared-config/public-api';
import { companyListSchema, companySchema, errorSchema, jobListSchema, jobSchema, type jobSummarySchema, tagListSchema } from './schemas';

const SITE = 'https://chainwork.example';

const summary: z.input<typeof jobSummarySchema> = {
  slug: 'senior-solidity-engineer-lumen-labs',
  title: 'Senior Solidity Engineer',
  url: `${SITE}/jobs/senior-solidity-engineer-lumen-labs`,
  company: { slug: 'lumen-labs', name: 'Lumen Labs', logoUrl: null, url: `${SITE}/companies/lumen-labs`, verified: true },
  postedAt: '2026-11-27T09:30:00.000Z',
  location: { text: 'Remote (Europe)', label: 'Remote, Europe', code: 'remote-europe' },
  salary: { min: 130000, max: 170000, currency: 'USD', interval: 'year' },
  tags: ['solidity', 'evm', 'defi'],
  employmentType: 'FULL_TIME',
  seniority: 'senior',
  featured: false,
  origin: 'posted',
};

export const EXAMPLES = {
  listJobs: {
    path: '/jobs?q=solidity&remote=europe&limit=1',
    body: jobListSchema.parse({ items: [summary], nextCursor: 'eyJvIjoicmVsZXZhbmNlIn0', total: 42, totalIsExact: true }),
  },
  getJob: {
    path: `/jobs/${summary.slug}`,
    body: jobSchema.parse({
      ...summary,
      description: '## About us\n\nWe build lending markets.',
      applyUrl: 'https://lumen-labs.example/careers/solidity',
      companyWebsite: 'https://lumen-labs.example',
      validThrough: '2026-12-27T09:30:00.000Z',
      expired: false,
      closed: false,
    }),
  },
  listCompanies: {
    path: '/companies?hiring=1&limit=1',
    body: companyListSchema.parse({
      items: [
        {
          slug: 'lumen-labs',
          name: 'Lumen Labs',
          url: `${SITE}/companies/lumen-labs`,
          logoUrl: null,
          ecosystems: ['ethereum'],
          openJobCount: 3,
          verified: true,
        },
      ],
      nextCursor: null,
      total: 1,
    }),
  },
  getCompany: {
    path: '/companies/lumen-labs',
    body: companySchema.parse({
      slug: 'lumen-labs',
      name: 'Lumen Labs',
      url: `${SITE}/companies/lumen-labs`,
      logoUrl: null,
      ecosystems: ['ethereum'],
      openJobCount: 1,
      verified: true,
      website: 'https://lumen-labs.example',
      about: 'Lending markets on Ethereum.',
      socials: { github: 'https://github.com/lumen-labs' },
      openJobs: [summary],
      recentlyClosed: 0,
    }),
  },
  listTags: {
    path: '/tags',
    body: tagListSchema.parse({
      items: [
        { tag: 'solidity', jobCount: 120 },
        { tag: 'rust', jobCount: 95 },
      ],
    }),
  },
  badRequest: errorSchema.parse({ error: { code: 'bad_request', message: 'salary: Invalid option', param: 'salary' } }),
  notFound: errorSchema.parse({ error: { code: 'not_found', message: 'No job has this slug' } }),
  unauthorized: errorSchema.parse({ error: { code: 'unauthorized', message: 'The API key is unknown or revoked' } }),
  rateLimited: errorSchema.parse({ error: { code: 'rate_limited', message: PUBLIC_API_RATE_LIMITED_MESSAGE } }),
  unavailable: errorSchema.parse({ error: { code: 'unavailable', message: PUBLIC_API_UNAVAILABLE_MESSAGE } }),
  internal: errorSchema.parse({ error: { code: 'internal', message: 'Internal error; please try again later' } }),
};
