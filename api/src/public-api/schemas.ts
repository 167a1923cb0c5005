/**
 * The public read API's answers, written once as zod schemas: every `/api/v1` answer is
 * parsed through one of these before it is sent (routes.ts), and the OpenAPI document's
 * components are generated from the same objects (openapi.ts), so the contract cannot drift
 * from the code. Field names are stable camelCase, dates ISO 8601 (UTC), links absolute.
 * Each schema is registered under its component name in `publicApiSchemas`.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES, SENIORITIES } from '@chainwork/shared-config';
import { ECOSYSTEM_IDS, COMPANY_SOCIAL_KEYS } from '@chainwork/shared-config/companies';
import { PAY_INTERVALS } from '@chainwork/shared-config/pay';
import { PUBLIC_API_ERROR_CODES } from '@chainwork/shared-config/public-api';

/** Component name -> schema, for the OpenAPI document's `components.schemas`. */
export const publicApiSchemas = z.registry<{ id: string; description: string }>();

const isoDate = z.iso.datetime().describe('ISO 8601 date and time, UTC');
const absoluteUrl = z.url().describe('Absolute URL');

export const salarySchema = z.object({
  min: z.number().describe('Lowest pay in the interval'),
  max: z.number().describe('Highest pay in the interval'),
  currency: z.string().length(3).describe('ISO 4217 currency code'),
  interval: z.enum(PAY_INTERVALS).describe('What one amount pays for'),
});
publicApiSchemas.add(salarySchema, { id: 'Salary', description: 'Pay as the company published it.' });

export const companyRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: absoluteUrl.nullable(),
  url: absoluteUrl.describe("The company's page on the site"),
  verified: z.boolean().describe("The employer's identity was checked against the company's domain"),
});
publicApiSchemas.add(companyRefSchema, { id: 'CompanyRef', description: 'The company a job belongs to.' });

export const jobSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  url: absoluteUrl.describe("The job's page on the site"),
  company: companyRefSchema,
  postedAt: isoDate,
  location: z.object({
    text: z.string().describe('As the employer wrote it'),
    label: z.string().describe('Normalised, for people'),
    code: z.string().describe('Normalised, for machines (the `remote` and `city` filters read it)'),
  }),
  salary: salarySchema.nullable(),
  tags: z.array(z.string()),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  seniority: z.enum(SENIORITIES).nullable(),
  featured: z.boolean().describe('A Featured listing, pinned above search results'),
  origin: z.enum(['posted', 'imported']).describe("Posted on the site, or imported from the company's own job board"),
});
publicApiSchemas.add(jobSummarySchema, { id: 'JobSummary', description: 'A live job as search results list it.' });

export const jobSchema = jobSummarySchema.extend({
  description: z.string().describe('Markdown'),
  applyUrl: absoluteUrl,
  companyWebsite: absoluteUrl.nullable(),
  validThrough: isoDate,
  expired: z.boolean().describe('validThrough has passed'),
  closed: z.boolean().describe('The employer closed it (position filled)'),
});
publicApiSchemas.add(jobSchema, { id: 'Job', description: 'One job, expired and closed ones included.' });

export const jobListSchema = z.object({
  items: z.array(jobSummarySchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
  total: z.number().int().min(0).describe('Jobs the whole search has, up to a cap'),
  totalIsExact: z.boolean().describe('False when the search has more jobs than the cap'),
});
publicApiSchemas.add(jobListSchema, { id: 'JobList', description: 'One page of a job search.' });

export const companySummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  url: absoluteUrl,
  logoUrl: absoluteUrl.nullable(),
  ecosystems: z.array(z.enum(ECOSYSTEM_IDS)),
  openJobCount: z.number().int().min(0),
  verified: z.boolean(),
});
publicApiSchemas.add(companySummarySchema, { id: 'CompanySummary', description: 'A company as the directory lists it.' });

export const companyListSchema = z.object({
  items: z.array(companySummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
publicApiSchemas.add(companyListSchema, { id: 'CompanyList', description: 'One page of the company directory.' });

export const companySchema = companySummarySchema.extend({
  website: absoluteUrl.nullable(),
  about: z.string().describe('Markdown'),
  socials: z.object(Object.fromEntries(COMPANY_SOCIAL_KEYS.map((key) => [key, absoluteUrl.optional()]))),
  openJobs: z.array(jobSummarySchema).describe('Its newest live jobs, up to a cap (openJobCount counts them all)'),
  recentlyClosed: z.number().int().min(0).describe('Jobs closed in the last weeks'),
});
publicApiSchemas.add(companySchema, { id: 'Company', description: 'One company with its live jobs.' });

export const tagListSchema = z.object({
  items: z.array(z.object({ tag: z.string(), jobCount: z.number().int().min(1) })),
});
publicApiSchemas.add(tagListSchema, { id: 'TagList', description: 'Tags of live jobs, most used first.' });

export const errorSchema = z.object({
  error: z.object({
    code: z.enum(PUBLIC_API_ERROR_CODES),
    message: z.string().describe('For people; stable wording'),
    param: z.string().optional().describe('The query parameter or path segment at fault (400 only)'),
  }),
});
publicApiSchemas.add(errorSchema, { id: 'Error', description: 'Every /api/v1 error, whatever its status.' });

export type PublicJobSummary = z.infer<typeof jobSummarySchema>;
export type PublicJob = z.infer<typeof jobSchema>;
export type PublicJobList = z.infer<typeof jobListSchema>;
export type PublicCompanySummary = z.infer<typeof companySummarySchema>;
export type PublicCompany = z.infer<typeof companySchema>;
export type PublicError = z.infer<typeof errorSchema>;
