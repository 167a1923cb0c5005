/**
 * One zod schema per step of the posting form, shared by the form (errors beside the
 * fields) and the api (BAD_REQUEST with the same field errors). A draft is the three
 * steps, each possibly missing until the employer saves it.
 */
import { z } from 'zod';
import { SALARY_CURRENCY, SALARY_UNIT } from '../constants';
import { EMPLOYMENT_TYPES, MAX_TAGS_PER_JOB, SENIORITIES, TAG_PATTERN } from '../jobs';
import { CITIES, COUNTRIES, REGIONS } from '../locations';
import {
  COMPANY_DESCRIPTION_MAX,
  COMPANY_DESCRIPTION_MIN,
  COMPANY_NAME_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  LOGO_PATH_PATTERN,
  MIN_TAGS_PER_JOB,
  SALARY_MAX_SPREAD,
  SALARY_MAX_YEARLY,
  SALARY_MIN_YEARLY,
  TAG_MAX_LENGTH,
  URL_MAX,
} from './limits';
import { PLAN_IDS } from './plans';
import { multiLineText, singleLineText } from '../text/plain-text';

export const POSTING_STEPS = ['company', 'job', 'plan'] as const;
export type PostingStep = (typeof POSTING_STEPS)[number];

const webUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `Enter a full web address, like https://example.com` }));

export const companyStepSchema = z.object({
  name: singleLineText().min(2, 'Enter the company name').max(COMPANY_NAME_MAX, `At most ${COMPANY_NAME_MAX} characters`),
  website: webUrl('The website'),
  /** A logo uploaded through LOGO_UPLOAD_PATH (its path), or none. */
  logo: z.string().regex(LOGO_PATH_PATTERN, 'Upload the logo again').nullable(),
  description: multiLineText()
    .min(COMPANY_DESCRIPTION_MIN, `Describe the company in at least ${COMPANY_DESCRIPTION_MIN} characters`)
    .max(COMPANY_DESCRIPTION_MAX, `At most ${COMPANY_DESCRIPTION_MAX} characters`),
});

/** Where the work is done: the board's location vocabulary (shared-config/src/locations.ts). */
export const REMOTE_AREAS = [...REGIONS.map((region) => region.id), ...COUNTRIES.map((country) => country.code)] as [string, ...string[]];
export const workplaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remote-worldwide') }),
  /** Remote within one region (`europe`) or one country (`us`). */
  z.object({ kind: z.literal('remote-within'), area: z.enum(REMOTE_AREAS, 'Choose a region or a country') }),
  z.object({ kind: z.literal('on-site'), city: z.enum(CITIES.map((city) => city.id) as [string, ...string[]], 'Choose a city') }),
]);

/** The board's promise is salary up front: a yearly range is required. */
export const salarySchema = z
  .object({
    min: z
      .number('Enter the lowest yearly salary')
      .int('Whole numbers only')
      .min(SALARY_MIN_YEARLY, `At least ${SALARY_MIN_YEARLY.toLocaleString('en-US')} a year`)
      .max(SALARY_MAX_YEARLY, `At most ${SALARY_MAX_YEARLY.toLocaleString('en-US')} a year`),
    max: z
      .number('Enter the highest yearly salary')
      .int('Whole numbers only')
      .min(SALARY_MIN_YEARLY, `At least ${SALARY_MIN_YEARLY.toLocaleString('en-US')} a year`)
      .max(SALARY_MAX_YEARLY, `At most ${SALARY_MAX_YEARLY.toLocaleString('en-US')} a year`),
    /** The board compares, filters and marks up salaries in one currency. */
    currency: z.literal(SALARY_CURRENCY),
    period: z.literal(SALARY_UNIT),
  })
  .superRefine((salary, ctx) => {
    if (salary.max < salary.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'The highest salary must be at least the lowest' });
    else if (salary.max > salary.min * SALARY_MAX_SPREAD)
      ctx.addIssue({ code: 'custom', path: ['max'], message: `Keep the range honest: the top at most ${SALARY_MAX_SPREAD}× the bottom` });
  });

export const applySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: webUrl('The apply link') }),
  z.object({ kind: z.literal('email'), email: z.email('Enter a valid e-mail address, like jobs@example.com').max(URL_MAX) }),
]);

export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TAG_MAX_LENGTH, `A tag has at most ${TAG_MAX_LENGTH} characters`)
  .regex(TAG_PATTERN, 'Tags are lowercase words joined by hyphens, like zero-knowledge');

export const jobStepSchema = z.object({
  title: singleLineText().min(JOB_TITLE_MIN, 'Enter the job title').max(JOB_TITLE_MAX, `At most ${JOB_TITLE_MAX} characters`),
  /** Markdown, rendered exactly as the job page renders it. */
  description: multiLineText()
    .min(JOB_DESCRIPTION_MIN, `Describe the job in at least ${JOB_DESCRIPTION_MIN} characters`)
    .max(JOB_DESCRIPTION_MAX, `At most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`),
  tags: z
    .array(tagSchema)
    .min(MIN_TAGS_PER_JOB, 'Add at least one tag')
    .max(MAX_TAGS_PER_JOB, `At most ${MAX_TAGS_PER_JOB} tags`)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag once'),
  employmentType: z.enum(EMPLOYMENT_TYPES, 'Choose the employment type'),
  seniority: z.enum(SENIORITIES, 'Choose the seniority'),
  workplace: workplaceSchema,
  salary: salarySchema,
  apply: applySchema,
});

export const planStepSchema = z.object({ plan: z.enum(PLAN_IDS, 'Choose a plan') });

export type CompanyStep = z.infer<typeof companyStepSchema>;
export type JobStep = z.infer<typeof jobStepSchema>;
export type PlanStep = z.infer<typeof planStepSchema>;
export type Workplace = z.infer<typeof workplaceSchema>;
export type ApplyMethod = z.infer<typeof applySchema>;

/** The schema of each step by name, for code that handles any step. */
export const STEP_SCHEMAS = { company: companyStepSchema, job: jobStepSchema, plan: planStepSchema } as const;

/** What the posting's steps hold so far (a step is null until saved once). */
export interface PostingDraftData {
  company: CompanyStep | null;
  job: JobStep | null;
  plan: PlanStep | null;
}
