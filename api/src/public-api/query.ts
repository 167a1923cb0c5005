/**
 * The query parameters of the list operations. A jobs search is spelled as the site's own
 * search URL spells it (`?q=rust&tags=defi,solidity&remote=europe&salary=150000&type=FULL_TIME`,
 * shared-config's `rawSearchFields`), so a search's address on the site works here as is,
 * and it is then checked by the very schema the site's search procedure takes (`searchInput`):
 * one search, one set of rules. The zod objects below describe each parameter for the
 * OpenAPI document and refuse unknown or repeated ones; a refusal names the parameter.
 */
import { z } from 'zod';
import { DATE_POSTED_WINDOWS, JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE, SALARY_FLOORS, SEARCH_SORTS } from '@chainwork/shared-config';
import { COMPANIES_PAGE_DEFAULT, COMPANIES_PAGE_MAX, ECOSYSTEM_IDS } from '@chainwork/shared-config/companies';
import { rawSearchFields } from '@chainwork/shared-config/search-input';
import { companiesListInput } from '../companies/inputs';
import { searchInput } from '../router/inputs';
import { PublicApiError } from './errors';

const digits = z.string().regex(/^\d{1,6}$/, 'must be a whole number');

/** `/api/v1/jobs`: every parameter optional. */
export const jobsQuerySchema = z.strictObject({
  q: z
    .string()
    .optional()
    .meta({ description: 'Search text (title, company, tags, description); the last word may be a prefix', example: 'solidity' }),
  tags: z.string().optional().meta({ description: 'Comma-separated tags; a job must have all of them', example: 'defi,evm' }),
  remote: z.string().optional().meta({ description: 'Remote scope: `any`, `worldwide`, a region id or a country code', example: 'europe' }),
  city: z.string().optional().meta({ description: 'A city id (on-site or hybrid jobs there)', example: 'berlin' }),
  salary: z
    .enum(SALARY_FLOORS.map(String) as [string, ...string[]])
    .optional()
    .meta({ description: 'Minimum yearly salary in USD', example: '100000' }),
  nosalary: z.literal('1').optional().meta({ description: 'With `salary`: also list jobs that state no salary' }),
  type: z.string().optional().meta({ description: 'Comma-separated employment types', example: 'FULL_TIME,CONTRACTOR' }),
  level: z.string().optional().meta({ description: 'Comma-separated seniorities', example: 'senior,lead' }),
  posted: z
    .enum(Object.keys(DATE_POSTED_WINDOWS) as [string, ...string[]])
    .optional()
    .meta({ description: 'Posted within' }),
  company: z.string().optional().meta({ description: 'A company slug', example: 'lumen-labs' }),
  sort: z.enum(SEARCH_SORTS).optional().meta({ description: 'Relevance needs `q`; the default is relevance with `q`, newest without' }),
  limit: digits
    .optional()
    .meta({ description: `Page size, 1 to ${JOB_SEARCH_MAX_PAGE_SIZE} (default ${JOB_SEARCH_PAGE_SIZE})`, example: '20' }),
  cursor: z.string().optional().meta({ description: "The previous page's `nextCursor`" }),
});

/** `/api/v1/companies`. */
export const companiesQuerySchema = z.strictObject({
  q: z.string().optional().meta({ description: 'Part of the company name', example: 'labs' }),
  ecosystem: z.enum(ECOSYSTEM_IDS).optional().meta({ description: 'An ecosystem the company builds on' }),
  hiring: z.literal('1').optional().meta({ description: 'Only companies with live jobs' }),
  limit: digits.optional().meta({ description: `Page size, 1 to ${COMPANIES_PAGE_MAX} (default ${COMPANIES_PAGE_DEFAULT})` }),
  cursor: z.string().optional().meta({ description: "The previous page's `nextCursor`" }),
});

/** Search fields as the site's URL names them, for naming the parameter at fault. */
const PARAM_OF_FIELD: Record<string, string> = {
  minSalary: 'salary',
  includeNoSalary: 'nosalary',
  employmentTypes: 'type',
  seniorities: 'level',
};

/** One value per parameter, each known to `schema`; anything else is a 400 naming it. */
function singleValues<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(values, name)) throw PublicApiError.badRequest(name, 'is given more than once');
    values[name] = value;
  }
  return parseOrBadRequest(schema, values, (field) => field);
}

function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, paramOf: (field: string) => string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
  const message = issue.code === 'unrecognized_keys' ? 'is not a parameter of this operation' : issue.message;
  throw PublicApiError.badRequest(paramOf(field), message);
}

const pageSize = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** The `jobs.search` input for a query string (the procedure's own schema, so the same rules). */
export function jobsSearchInput(params: URLSearchParams): z.output<typeof searchInput> {
  const query = singleValues(jobsQuerySchema, params);
  const fields = Object.fromEntries(Object.entries(rawSearchFields(params)).filter(([, value]) => value !== undefined));
  const input = { ...fields, sort: query.sort, limit: pageSize(query.limit), cursor: query.cursor };
  return parseOrBadRequest(searchInput, input, (field) => PARAM_OF_FIELD[field] ?? field);
}

/** The `companies.list` input for a query string. */
export function companiesListQuery(params: URLSearchParams): z.output<typeof companiesListInput> {
  const query = singleValues(companiesQuerySchema, params);
  const input = {
    q: query.q,
    ecosystem: query.ecosystem,
    hiring: query.hiring === '1' ? true : undefined,
    limit: pageSize(query.limit),
    cursor: query.cursor,
  };
  return parseOrBadRequest(companiesListInput, input, (field) => field);
}
