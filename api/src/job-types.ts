import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_SLUG_PATTERN, SENIORITIES } from '@chainwork/shared-config';
import { descriptionTreeSchema } from '@chainwork/shared-config/schemas/description';
import { PAY_INTERVALS, PROVIDERS } from './imports/types';

/** A job page's key: the gateway builds URLs from it, so the api never answers another shape. */
const slug = z.string().regex(JOB_SLUG_PATTERN);

/*
 * The job shapes the api returns, written once as zod schemas: the procedures that
 * other Workers read (jobs.bySlug, the feeds) check their answers with them (`.output()`),
 * and every consumer gets the types from here, through `RouterOutputs` / `AppRouter`.
 * Spec field names are kept verbatim (Title, Company, Date, Pretty_url, ...); the rest
 * is camelCase.
 */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  Pretty_url: slug,
  Title: z.string(),
  Company: z.string(),
  /** The company filter's key (`searchFiltersSchema.company`): lowercase words joined by hyphens. */
  companySlug: z.string(),
  companyLogo: z.string().nullable(),
  Date: z.date(),
  Location: z.string(),
  standardized_location: z.string(),
  /** Display words for standardized_location, from shared-config's `describeLocation`. */
  locationLabel: z.string(),
  numeric_salary: z.number().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.literal('USD'),
  tags: z.array(z.string()),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  seniority: z.enum(SENIORITIES).nullable(),
  /** A Featured listing is pinned above the search results and highlighted until then (PLANS.featured). */
  featuredUntil: z.date().nullable(),
  /**
   * The employer's e-mail domain matches the company website and a job of theirs was approved,
   * or the company is claimed by a person at its own domain.
   */
  employerVerified: z.boolean(),
  /** Posted on Chainwork by the company (and the seed's sample jobs), or imported from its own job board. */
  origin: z.enum(['posted', 'imported']),
  /**
   * Pay as the company published it, when that is not yearly USD (an imported job's EUR, or
   * hourly rate); salaryMin/Max stay the yearly USD figures the salary filter reads.
   */
  pay: z
    .object({
      currency: z.string().length(3),
      interval: z.enum(PAY_INTERVALS),
      min: z.number(),
      max: z.number(),
      /** For people, as published: "€80k – €100k a year" (written here, so pages ship no formatter). */
      label: z.string(),
    })
    .nullable(),
});

export const jobSchema = jobSummarySchema.extend({
  /** Markdown: the posting form edits it, the feeds, JSON-LD and page metadata read it. */
  Description: z.string(),
  applyUrl: z.string(),
  companyUrl: z.string().nullable(),
  /** Date + 30 days (JOB_VALIDITY_MS). */
  validThrough: z.date(),
  /** True once validThrough has passed; the job page shows it as closed. */
  expired: z.boolean(),
  /** The employer closed it (position filled): the page answers 410 and carries no JSON-LD. */
  closed: z.boolean(),
  /** An imported job: the board it is shown from, and when that board was last read. */
  source: z
    .object({
      provider: z.enum(PROVIDERS),
      /** Where Apply leads: the source's own apply page (also applyUrl). */
      url: z.string(),
      checkedAt: z.date().nullable(),
    })
    .nullable(),
  /** A role listed again after closing (a repost): when it was first listed. */
  firstSeenAt: z.date().nullable(),
  /** This address now belongs to another job (the same role, posted on Chainwork): its slug. */
  redirectTo: slug.nullable(),
});

/**
 * A job as its page shows it (`jobs.bySlug`, the posting flow's preview, the moderation
 * queue): the job and its description rendered for the page, `descriptionTree` (the format
 * is shared-config's `markdown/description-tree.ts`), so the page ships no markdown parser.
 * Feeds and search results never carry it.
 */
export const renderedJobSchema = jobSchema.extend({ descriptionTree: descriptionTreeSchema });

/** A live job page in the sitemap: its slug and its last change (the job's updated_at). */
export const sitemapEntrySchema = z.object({ slug, lastmod: z.date() });

export type JobSummary = z.infer<typeof jobSummarySchema>;
export type Job = z.infer<typeof jobSchema>;
export type RenderedJob = z.infer<typeof renderedJobSchema>;
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
