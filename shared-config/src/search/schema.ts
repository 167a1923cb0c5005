import { z } from 'zod';
import { CITIES } from '../locations';
import { EMPLOYMENT_TYPES, SENIORITIES, TAG_PATTERN } from '../jobs';
import { JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE } from '../constants';
import { COMPANY_SLUG_MAX_LENGTH } from '../limits';
import {
  DATE_POSTED_WINDOWS,
  MAX_CURSOR_LENGTH,
  MAX_MULTI_FILTERS,
  MAX_QUERY_LENGTH,
  MAX_TAG_FILTERS,
  COMPANY_SLUG_PATTERN,
  REMOTE_SCOPES,
  SALARY_FLOORS,
  SEARCH_SORTS,
} from './constants';

const CITY_IDS = CITIES.map((c) => c.id) as [string, ...string[]];

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (issue) => `Unknown ${what} "${String(issue.input)}"` });

/** The filters of a job search; every field optional, unknown keys refused. */
export const searchFiltersSchema = z.strictObject({
  q: z.string().max(MAX_QUERY_LENGTH, `Search text is limited to ${MAX_QUERY_LENGTH} characters`).optional(),
  tags: z
    .array(z.string().regex(TAG_PATTERN, 'Tags are lowercase words joined by hyphens'))
    .max(MAX_TAG_FILTERS, `At most ${MAX_TAG_FILTERS} tags`)
    .optional(),
  remote: oneOf(REMOTE_SCOPES, 'remote scope').optional(),
  city: oneOf(CITY_IDS, 'city').optional(),
  minSalary: z
    .number()
    .refine((n) => (SALARY_FLOORS as readonly number[]).includes(n), {
      message: `Minimum salary must be one of ${SALARY_FLOORS.join(', ')}`,
    })
    .optional(),
  /** With minSalary: also list jobs that do not state a salary. */
  includeNoSalary: z.boolean().optional(),
  employmentTypes: z.array(oneOf(EMPLOYMENT_TYPES, 'employment type')).max(MAX_MULTI_FILTERS).optional(),
  seniorities: z.array(oneOf(SENIORITIES, 'seniority')).max(MAX_MULTI_FILTERS).optional(),
  posted: oneOf(Object.keys(DATE_POSTED_WINDOWS) as [string, ...string[]], 'date posted window').optional(),
  company: z.string().max(COMPANY_SLUG_MAX_LENGTH).regex(COMPANY_SLUG_PATTERN, 'Company is a company slug').optional(),
});

export const searchInputSchema = searchFiltersSchema.extend({
  sort: oneOf(SEARCH_SORTS, 'sort').optional(),
  limit: z.number().int().min(1).max(JOB_SEARCH_MAX_PAGE_SIZE).default(JOB_SEARCH_PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_LENGTH, 'Invalid cursor').nullish(),
});

export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type SearchInput = z.input<typeof searchInputSchema>;
export type ParsedSearchInput = z.output<typeof searchInputSchema>;
