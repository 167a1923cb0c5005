import { COUNTRIES, REGIONS, SALARY_FLOORS, describeLocation, type EmploymentType, type Seniority } from '@chainwork/shared-config';

/*
 * Filters are tokens in the `facets` column of the search index (migration 0002): one
 * token per filter value a job satisfies, so every filter is an FTS5 doclist and every
 * count is a doclist intersection. The SQL view `job_search_documents` writes the same
 * spellings; tests check the two agree, and that migration 0002's location table matches
 * `locationTokens` below.
 *
 * Every token holds an underscore and user terms are matched outside `facets` anyway,
 * so search text can never hit a filter token.
 */

/** Lowercase, `.` -> `__`, any other non-alphanumeric -> `_`. Injective on tags and slugs. */
export function tokenWord(value: string): string {
  return value
    .toLowerCase()
    .replace(/\./g, '__')
    .replace(/[^a-z0-9]/g, '_');
}

/** Salary bands of this width give the salary sort small, ordered buckets. */
export const SALARY_BAND_USD = 5000;
/** The top band holds every salary from $600k up, so a walk from the top is short. */
export const MAX_SALARY_BAND = 120;

export const FACET_TOKENS = {
  /** Every indexed (published) job: the match set of a search without text or filters. */
  anyJob: 'any_job',
  /** Written for no job: the match set of an expression that must find nothing. */
  noJob: 'no_job',
  employmentType: (type: EmploymentType) => `emp_${tokenWord(type)}`,
  seniority: (seniority: Seniority) => `sen_${tokenWord(seniority)}`,
  tag: (tag: string) => `tag_${tokenWord(tag)}`,
  company: (companySlug: string) => `co_${tokenWord(companySlug)}`,
  city: (cityId: string) => `city_${tokenWord(cityId)}`,
  /** Remote eligibility: `any`, `worldwide`, a region id or a country code. */
  remote: (scope: string) => `rem_${tokenWord(scope)}`,
  salaryAtLeast: (floor: number) => `salge_${floor}`,
  salaryBand: (band: number) => `salband_${band}`,
  salaryKnown: 'sal_known',
  salaryNone: 'sal_none',
} as const;

export function salaryBand(salary: number): number {
  return Math.min(Math.floor(salary / SALARY_BAND_USD), MAX_SALARY_BAND);
}

/**
 * Remote scopes a job is open to, as tokens. A worldwide job is open to every region and
 * country; a region job to its countries; a country job to that country and its region.
 * An on-site job gets its city. A value outside the vocabulary gets nothing.
 */
export function locationTokens(standardizedLocation: string): string[] {
  const place = describeLocation(standardizedLocation);
  if (!place) return [];
  const remote = FACET_TOKENS.remote;
  switch (place.kind) {
    case 'anywhere':
      return [remote('any'), remote('worldwide'), ...REGIONS.map((r) => remote(r.id)), ...COUNTRIES.map((c) => remote(c.code))];
    case 'region':
      return [remote('any'), remote(place.id), ...COUNTRIES.filter((c) => c.region === place.id).map((c) => remote(c.code))];
    case 'country': {
      const country = COUNTRIES.find((c) => c.code === place.code)!;
      return [remote('any'), remote(country.code), remote(country.region)];
    }
    case 'city':
      return [FACET_TOKENS.city(place.id)];
  }
}

/** The facet fields of a job, as the index reads them. */
export interface FacetSource {
  employmentType: EmploymentType;
  seniority: Seniority | null;
  companySlug: string;
  standardizedLocation: string;
  numericSalary: number | null;
  tags: readonly string[];
}

/** Every facet token of one job, in the order the SQL view writes them. */
export function facetTokensOf(job: FacetSource): string[] {
  return [
    ...headTokens(job),
    ...locationTokens(job.standardizedLocation),
    ...salaryTokens(job.numericSalary),
    ...job.tags.map(FACET_TOKENS.tag),
  ];
}

/** Every job's token, its employment type, its seniority (when it has one) and its company. */
export function headTokens(job: Pick<FacetSource, 'employmentType' | 'seniority' | 'companySlug'>): string[] {
  const tokens: string[] = [FACET_TOKENS.anyJob, FACET_TOKENS.employmentType(job.employmentType)];
  if (job.seniority) tokens.push(FACET_TOKENS.seniority(job.seniority));
  tokens.push(FACET_TOKENS.company(job.companySlug));
  return tokens;
}

/** The salary tokens of a job: none stated, or known with its band and every floor it reaches. */
export function salaryTokens(numericSalary: number | null): string[] {
  if (numericSalary === null) return [FACET_TOKENS.salaryNone];
  const tokens = [FACET_TOKENS.salaryKnown, FACET_TOKENS.salaryBand(salaryBand(numericSalary))];
  for (const floor of SALARY_FLOORS) if (floor <= numericSalary) tokens.push(FACET_TOKENS.salaryAtLeast(floor));
  return tokens;
}
