/**
 * The search state in the URL, so a search can be shared and the back button works.
 *   ?q=rust&tags=defi,solidity&remote=europe&city=berlin&salary=150000&nosalary=1
 *    &type=FULL_TIME,CONTRACTOR&level=senior,lead&posted=7d&company=lumen-labs&sort=newest
 * Parsing is forgiving (unknown or malformed values are dropped, never thrown),
 * serialising is canonical (stable order, defaults omitted), so equal states give equal URLs.
 *
 * Parsing checks each field by hand, not with `searchFiltersSchema`: the first paint of `/`
 * reads the URL, and zod would cost every first load ~25 KB gzip. The checks use the same
 * constants, and url-state.test.ts proves they admit exactly what the schema admits; the
 * api validates every search with the schema anyway.
 */
import type { SearchFilters } from './schema';
import { isUnset, rawSearchFields } from './url-fields';
import { CITIES } from '../locations';
import { EMPLOYMENT_TYPES, SENIORITIES, TAG_PATTERN } from '../jobs';
import { COMPANY_SLUG_MAX_LENGTH } from '../limits';
import {
  COMPANY_SLUG_PATTERN,
  DATE_POSTED_WINDOWS,
  MAX_MULTI_FILTERS,
  MAX_QUERY_LENGTH,
  MAX_TAG_FILTERS,
  REMOTE_SCOPES,
  SALARY_FLOORS,
  SEARCH_SORTS,
  type SearchSort,
} from './constants';

export interface SearchState extends SearchFilters {
  sort?: SearchSort;
}

const isOneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const isListOf = (item: (v: unknown) => boolean, max: number) => (v: unknown) => Array.isArray(v) && v.length <= max && v.every(item);
const isText = (max: number, pattern?: RegExp) => (v: unknown) => typeof v === 'string' && v.length <= max && (!pattern || pattern.test(v));

/** What `searchFiltersSchema` admits, field by field. */
const FILTER_CHECKS: Record<keyof SearchFilters, (value: unknown) => boolean> = {
  q: isText(MAX_QUERY_LENGTH),
  tags: isListOf((v) => typeof v === 'string' && TAG_PATTERN.test(v), MAX_TAG_FILTERS),
  remote: isOneOf(REMOTE_SCOPES),
  city: isOneOf(CITIES.map((c) => c.id)),
  minSalary: (v) => typeof v === 'number' && (SALARY_FLOORS as readonly number[]).includes(v),
  includeNoSalary: (v) => typeof v === 'boolean',
  employmentTypes: isListOf(isOneOf(EMPLOYMENT_TYPES), MAX_MULTI_FILTERS),
  seniorities: isListOf(isOneOf(SENIORITIES), MAX_MULTI_FILTERS),
  posted: isOneOf(Object.keys(DATE_POSTED_WINDOWS)),
  company: isText(COMPANY_SLUG_MAX_LENGTH, COMPANY_SLUG_PATTERN),
};

/** Whether `searchFiltersSchema` admits `{ [key]: value }` (exported for the agreement test). */
export function isValidFilter(key: string, value: unknown): boolean {
  return Object.hasOwn(FILTER_CHECKS, key) && FILTER_CHECKS[key as keyof SearchFilters](value);
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const raw = rawSearchFields(params);
  const state: SearchState = {};
  // Field by field, so one bad value drops only itself.
  for (const [key, value] of Object.entries(raw)) {
    if (isUnset(value)) continue;
    if (isValidFilter(key, value)) Object.assign(state, { [key]: value });
  }
  if (typeof state.q === 'string') state.q = state.q.trim() || undefined;
  if (state.q === undefined) delete state.q;
  const sort = params.get('sort');
  if (sort && (SEARCH_SORTS as readonly string[]).includes(sort)) state.sort = sort as SearchSort;
  return state;
}

export function toSearchParams(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  const q = state.q?.trim();
  if (q) p.set('q', q);
  if (state.tags?.length) p.set('tags', [...state.tags].sort().join(','));
  if (state.remote) p.set('remote', state.remote);
  if (state.city) p.set('city', state.city);
  if (state.minSalary) p.set('salary', String(state.minSalary));
  if (state.minSalary && state.includeNoSalary) p.set('nosalary', '1');
  if (state.employmentTypes?.length) p.set('type', [...state.employmentTypes].sort().join(','));
  if (state.seniorities?.length) p.set('level', [...state.seniorities].sort().join(','));
  if (state.posted) p.set('posted', state.posted);
  if (state.company) p.set('company', state.company);
  if (state.sort && state.sort !== defaultSort(state)) p.set('sort', state.sort);
  return p;
}

/** Relevance when there is search text, newest otherwise. */
export function defaultSort(state: Pick<SearchState, 'q'>): SearchSort {
  return state.q?.trim() ? 'relevance' : 'newest';
}
