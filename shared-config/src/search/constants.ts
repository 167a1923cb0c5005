import { COUNTRIES, REGIONS } from '../locations';

/** Job search limits and vocabularies (ours: the requirements leave search open). */
export const SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const DATE_POSTED_WINDOWS = { '24h': 86_400_000, '7d': 604_800_000, '30d': 2_592_000_000 } as const;
export type DatePosted = keyof typeof DATE_POSTED_WINDOWS;

/** Minimum annual salary choices in USD; a salary floor filter must be one of these. */
export const SALARY_FLOORS = [50_000, 75_000, 100_000, 125_000, 150_000, 200_000, 250_000] as const;

export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 8;
export const MAX_TAG_FILTERS = 10;
export const MAX_MULTI_FILTERS = 8;
export const MAX_CURSOR_LENGTH = 200;
/** Remote scope: any remote job, worldwide-only, or open to a region / a country. */
export const REMOTE_ANY = 'any';
export const REMOTE_WORLDWIDE = 'worldwide';
export const REMOTE_SCOPES = [REMOTE_ANY, REMOTE_WORLDWIDE, ...REGIONS.map((r) => r.id), ...COUNTRIES.map((c) => c.code)] as const;

/** Company filter: a company slug (lowercase words joined by hyphens). */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SEARCH_DEBOUNCE_MS = 250;
