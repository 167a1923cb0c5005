import type { MarketInsights } from '../insights/market';
import type { SearchFacets } from '../search/facets';
import { FacetMatrixHolder } from '../search/facet-matrix';
import type { KeptTotal } from '../search/total';
import { TtlCache, type Cache } from './ttl-cache';

/** Facet counts go stale by at most a minute; the UI fetches them beside the results. */
export const FACETS_TTL_MS = 60_000;
/** Insights describe weeks and months; five minutes old is fresh. */
export const INSIGHTS_TTL_MS = 300_000;

/** Words a long prefix stands for; checked against the vocabulary on every use, so never stale. */
export const PREFIX_WORDS_TTL_MS = 600_000;
/** Totals of searches; checked against the index's change counter on every use, so never stale. */
export const TOTALS_TTL_MS = 600_000;

export interface ApiCaches {
  facets: Cache<SearchFacets>;
  insights: Cache<MarketInsights>;
  /** Prefix -> the indexed words it stands for (null: too many to list). */
  prefixWords: Cache<readonly string[] | null>;
  /** Search -> its exact total and the index state it holds for. */
  totals: Cache<KeptTotal>;
  /** Every live job's facet tokens, for counting facets in memory; reloaded when the index changed. */
  facetMatrix: FacetMatrixHolder;
}

export function createApiCaches(): ApiCaches {
  return {
    facets: new TtlCache({ ttlMs: FACETS_TTL_MS, maxEntries: 500 }),
    insights: new TtlCache({ ttlMs: INSIGHTS_TTL_MS, maxEntries: 1 }),
    prefixWords: new TtlCache({ ttlMs: PREFIX_WORDS_TTL_MS, maxEntries: 2000 }),
    totals: new TtlCache({ ttlMs: TOTALS_TTL_MS, maxEntries: 5000 }),
    facetMatrix: new FacetMatrixHolder(),
  };
}
