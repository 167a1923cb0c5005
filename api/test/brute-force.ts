/**
 * The search's meaning, written the slow and obvious way over the seeded jobs in memory,
 * from the filters' definitions (never from the index's tokens), so tests can compare
 * every answer of the api with it.
 */
import {
  COUNTRIES,
  DATE_POSTED_WINDOWS,
  JOB_VALIDITY_MS,
  describeLocation,
  type DatePosted,
  type SearchFilters,
  type SearchSort,
} from '@chainwork/shared-config';
import type { SeedJob } from '../src/seed/generate';
import { slugify } from '../src/seed/slug';
import { parseQueryText } from '../src/search/query-text';

/** A seeded job with the id the database gave it. */
export type StoredJob = SeedJob & { id: number };

/** Words as the index's tokenizer (unicode61, remove_diacritics 2, tokenchars '_') cuts them. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

interface JobWords {
  title: Set<string>;
  headline: Set<string>;
  anywhere: Set<string>;
}
const wordCache = new WeakMap<SeedJob, JobWords>();
function wordsOf(job: SeedJob): JobWords {
  let cached = wordCache.get(job);
  if (!cached) {
    const title = words(job.title);
    const headline = [...title, ...words(job.company), ...job.tags.flatMap(words)];
    cached = { title: new Set(title), headline: new Set(headline), anywhere: new Set([...headline, ...words(job.descriptionMd)]) };
    wordCache.set(job, cached);
  }
  return cached;
}

function hasAll(set: Set<string>, terms: string[], lastIsPrefix: boolean): boolean {
  return terms.every((term, i) => {
    if (i === terms.length - 1 && lastIsPrefix) return [...set].some((word) => word.startsWith(term));
    return set.has(term);
  });
}

/** 1: every term in the title; 2: in title, company or tags; 3: anywhere; 0: no match. */
export function textTier(job: SeedJob, q: string | undefined): 0 | 1 | 2 | 3 {
  const { terms, lastIsPrefix } = parseQueryText(q);
  if (terms.length === 0) return 3;
  const w = wordsOf(job);
  if (hasAll(w.title, terms, lastIsPrefix)) return 1;
  if (hasAll(w.headline, terms, lastIsPrefix)) return 2;
  if (hasAll(w.anywhere, terms, lastIsPrefix)) return 3;
  return 0;
}

/** Whether a job is open to a visitor choosing this remote scope. */
export function openToRemoteScope(standardizedLocation: string, scope: string): boolean {
  const place = describeLocation(standardizedLocation);
  if (!place || place.kind === 'city') return false;
  if (scope === 'any') return true;
  if (place.kind === 'anywhere') return true;
  if (scope === 'worldwide') return false;
  const scopeCountry = COUNTRIES.find((c) => c.code === scope);
  if (place.kind === 'region') return scopeCountry ? scopeCountry.region === place.id : place.id === scope;
  const placeCountry = COUNTRIES.find((c) => c.code === place.code)!;
  return scopeCountry ? scopeCountry.code === placeCountry.code : placeCountry.region === scope;
}

export function isLive(job: SeedJob, now: Date): boolean {
  return job.status === 'published' && now.getTime() < job.postedAt.getTime() + JOB_VALIDITY_MS;
}

export function matchesFilters(job: SeedJob, filters: SearchFilters, now: Date): boolean {
  if (!isLive(job, now)) return false;
  if (filters.posted && job.postedAt.getTime() <= now.getTime() - DATE_POSTED_WINDOWS[filters.posted as DatePosted]) return false;
  if (filters.tags?.some((tag) => !job.tags.includes(tag))) return false;
  // Location is one choice: a remote scope or an on-site city; both chosen means either.
  if (filters.remote || filters.city) {
    const remote = filters.remote !== undefined && openToRemoteScope(job.standardizedLocation, filters.remote);
    const city = filters.city !== undefined && job.standardizedLocation === filters.city;
    if (!remote && !city) return false;
  }
  if (filters.minSalary !== undefined) {
    const meets = job.numericSalary !== null ? job.numericSalary >= filters.minSalary : Boolean(filters.includeNoSalary);
    if (!meets) return false;
  }
  if (filters.employmentTypes?.length && !filters.employmentTypes.includes(job.employmentType)) return false;
  if (filters.seniorities?.length && (job.seniority === null || !filters.seniorities.includes(job.seniority))) return false;
  if (filters.company && slugify(job.company) !== filters.company) return false;
  return true;
}

export interface ExpectedSearch {
  /** Ids in the order the api must serve them. */
  ids: number[];
  total: number;
}

/** The whole answer of a search: every matching id in order, and the total. */
export function bruteForceSearch(jobs: readonly StoredJob[], input: SearchFilters & { sort?: SearchSort }, now: Date): ExpectedSearch {
  const hasTerms = parseQueryText(input.q).terms.length > 0;
  const sort = input.sort === 'relevance' && !hasTerms ? 'newest' : (input.sort ?? (hasTerms ? 'relevance' : 'newest'));
  let matches = jobs
    .filter((job) => matchesFilters(job, input, now))
    .map((job) => ({ job, tier: textTier(job, input.q) }))
    .filter(({ tier }) => tier > 0);
  if (sort === 'salary') matches = matches.filter(({ job }) => job.numericSalary !== null);
  matches.sort((a, b) => {
    if (sort === 'relevance' && a.tier !== b.tier) return a.tier - b.tier;
    if (sort === 'salary' && a.job.numericSalary !== b.job.numericSalary) return b.job.numericSalary! - a.job.numericSalary!;
    return b.job.id - a.job.id;
  });
  return { ids: matches.map(({ job }) => job.id), total: matches.length };
}
