/**
 * The fixed query mix of `npm run bench:search`. Each class is a short list of
 * `jobs.search` inputs cycled through; `naive` marks the text-only classes that are
 * also run as the LIKE-scan baseline (bench.naiveSearch) with the same text.
 *
 * Terms were chosen from the seed's vocabulary (api/src/seed) for their frequency at
 * 100,000 jobs: "vyper" is rare (a tag on a few hundred live jobs), "engineer" is in
 * most engineering titles and descriptions, "eng" and "sol" are prefixes of common
 * words, "solidity engineer" is two common terms together.
 */
import type { SearchInput } from '@chainwork/shared-config';

/** What a row is measured against: a search class (the targets), or a row shown beside them. */
export type ClassKind = 'search' | 'reference' | 'facets' | 'info' | 'public-api';

export interface QueryClass {
  name: string;
  inputs: SearchInput[];
  /**
   * The procedure measured: jobs.search, bench.coldSearch (jobs.search with empty caches:
   * the total counted, to 1,000 as for a first visitor, and a long prefix looked up every
   * time), the facets, the path's
   * reference, or a plain GET of the public API (`GET /api/v1/jobs`).
   */
  procedure?:
    | 'jobs.search'
    | 'bench.coldSearch'
    | 'jobs.facets'
    | 'bench.coldFacets'
    | 'bench.reloadFacets'
    | 'bench.fullReloadFacets'
    | 'jobs.bySlug'
    | typeof PUBLIC_API_JOBS;
  /** Default: `search` (jobs.search and bench.coldSearch), else `info`. */
  kind?: ClassKind;
  /** Also measure the naive scan with this class's text. */
  naive?: boolean;
  /** Time the page this many cursors deep instead of the first page (page depth + 1). */
  depth?: number;
  /** At most this many timed requests. */
  requests?: number;
  /** A heavy row shown for comparison only: warmed up and timed after the compared rows (rounds.ts, `schedule`). */
  heavy?: boolean;
}

/** The public read API's search (GET, query string as the site's search URL spells it). */
export const PUBLIC_API_JOBS = 'GET /api/v1/jobs';

/**
 * Not a search: the cost of the path itself (gateway, service binding, tRPC, one D1
 * lookup by key), so the table shows how much of each class is the search. Its slug
 * is read from the first page of the newest jobs at run time.
 */
export const REFERENCE_CLASS: QueryClass = { name: 'key lookup: jobs.bySlug', inputs: [], procedure: 'jobs.bySlug', kind: 'reference' };

const TEXT_CLASSES: QueryClass[] = [
  { name: 'rare term', inputs: [{ q: 'vyper' }], naive: true },
  { name: 'common term', inputs: [{ q: 'engineer' }], naive: true },
  { name: 'two terms', inputs: [{ q: 'solidity engineer' }], naive: true },
  { name: 'prefix', inputs: [{ q: 'eng' }, { q: 'sol' }], naive: true },
];

/**
 * jobs.search keeps, per Worker isolate, the exact total of a search (recounted when the
 * index or the live window changed) and the words of a long prefix (checked against the
 * vocabulary): repeated requests, like the pages of one scroll, skip that work. The cold
 * twins of the text classes time the first visitor of a search instead, whose total is
 * counted to 1,000 ("1,000+"; the exact one comes with the facets: api search/total.ts).
 */
const COLD_TEXT_CLASSES: QueryClass[] = TEXT_CLASSES.map((c) => ({ ...c, name: `${c.name}, cold`, procedure: 'bench.coldSearch' }));

export const QUERY_CLASSES: QueryClass[] = [
  ...TEXT_CLASSES,
  ...COLD_TEXT_CLASSES,
  {
    name: 'rare term + filters',
    inputs: [
      { q: 'vyper', remote: 'any' },
      { q: 'vyper', seniorities: ['senior', 'lead'] },
    ],
  },
  {
    name: 'common term + filters',
    inputs: [
      { q: 'engineer', remote: 'europe', seniorities: ['senior', 'lead'] },
      { q: 'engineer', minSalary: 150_000, employmentTypes: ['FULL_TIME'] },
    ],
  },
  {
    name: 'two terms + filters',
    inputs: [
      { q: 'solidity engineer', minSalary: 150_000 },
      { q: 'solidity engineer', remote: 'us' },
    ],
  },
  {
    name: 'prefix + filters',
    inputs: [
      { q: 'eng', tags: ['rust'] },
      { q: 'sol', posted: '7d' },
    ],
  },
  {
    name: 'filters only',
    inputs: [
      { remote: 'europe', seniorities: ['senior'], minSalary: 100_000 },
      { tags: ['defi', 'solidity'] },
      { city: 'berlin' },
      { minSalary: 200_000, includeNoSalary: true, posted: '24h' },
    ],
  },
  { name: 'sort newest, no text', inputs: [{}] },
  {
    name: 'sort newest + text',
    inputs: [
      { q: 'engineer', sort: 'newest' },
      { q: 'sol', sort: 'newest' },
    ],
  },
  { name: 'sort salary, no text', inputs: [{ sort: 'salary' }] },
  {
    name: 'sort salary + text/filters',
    inputs: [
      { q: 'engineer', sort: 'salary' },
      { q: 'rust', sort: 'salary', remote: 'any' },
      { sort: 'salary', seniorities: ['junior'] },
    ],
  },
  { name: 'deep page 10+, relevance', inputs: [{ q: 'engineer' }, { q: 'eng' }], depth: 10 },
  { name: 'deep page 10+, newest', inputs: [{}, { q: 'engineer', sort: 'newest' }], depth: 10 },
  { name: 'deep page 10+, salary', inputs: [{ sort: 'salary' }, { q: 'engineer', sort: 'salary' }], depth: 10 },
];

const FACET_INPUTS: SearchInput[] = [{}, { q: 'engineer' }, { q: 'sol', remote: 'europe', seniorities: ['senior'] }];

/**
 * Not a page of results: the counts beside the filters, fetched by the UI in its own
 * request and kept a minute per search. The target is a new search's (bench.coldFacets:
 * no kept answer); the kept answer, the first count after a write of one job (the isolate's
 * facet matrix updated from the change log: bench.reloadFacets) and the same with the matrix
 * loaded whole (as before the change log: bench.fullReloadFacets) are shown beside it.
 */
export const FACET_CLASSES: QueryClass[] = [
  { name: 'facets, new search', inputs: FACET_INPUTS, procedure: 'bench.coldFacets', kind: 'facets' },
  { name: 'facets, kept a minute', inputs: FACET_INPUTS, procedure: 'jobs.facets', kind: 'info' },
  { name: 'facets, after an index change', inputs: FACET_INPUTS, procedure: 'bench.reloadFacets', kind: 'info' },
  {
    name: 'facets, matrix loaded whole',
    inputs: FACET_INPUTS,
    procedure: 'bench.fullReloadFacets',
    kind: 'info',
    requests: 10,
    heavy: true,
  },
];

/**
 * The public read API against the site's own search, with the same searches, in the same
 * rounds: its p95 is compared with its twin's. Measured when the build serves
 * PUBLIC_API_JOBS (a 404 leaves both rows out, and the report says so).
 */
const PUBLIC_API_INPUTS: SearchInput[] = [
  { q: 'engineer' },
  { q: 'solidity engineer', remote: 'us' },
  { remote: 'europe', seniorities: ['senior'] },
];
export const PUBLIC_API_CLASSES: QueryClass[] = [
  { name: 'site search (the API twin)', inputs: PUBLIC_API_INPUTS, kind: 'info' },
  { name: 'API v1: GET /api/v1/jobs', inputs: PUBLIC_API_INPUTS, procedure: PUBLIC_API_JOBS, kind: 'public-api' },
];
