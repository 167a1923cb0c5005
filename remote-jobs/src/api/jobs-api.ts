/**
 * The tRPC procedures this remote calls, typed by the contract in `./contract`.
 *
 * Why not plain `useTRPC()`: the search api was built at the same time as this UI, so the
 * real `AppRouter` may not have a procedure yet (or may still have the older `jobs.search`).
 * The UI codes against the contract; the checks at the bottom compare it with the real
 * router at compile time: while a procedure is missing they pass, and once it exists its
 * input must accept what we send and its output must give what we read, or `tsc` fails
 * with "Type 'false' does not satisfy the constraint 'true'" on the line naming it.
 */
import type { AppRouter, Job, JobSummary, RouterInputs, RouterOutputs } from '@chainwork/api';
import type { SearchFilters, SearchInput } from '@chainwork/shared-config';
import { useTRPC } from '@chainwork/shared-config/react';
import type { DecorateProcedure, DecorateRouterKeyable, DefaultFeatureFlags } from '@trpc/tanstack-react-query';
import type { MarketInsights, SearchFacets, SearchPage, SimilarJobsInput } from './contract';

type RootTypes = AppRouter['_def']['_config']['$types'];

type Query<TInput, TOutput> = DecorateProcedure<'query', {
  input: TInput;
  output: TOutput;
  transformer: RootTypes['transformer'];
  errorShape: RootTypes['errorShape'];
  featureFlags: DefaultFeatureFlags;
}>;

/** The slice of the tRPC options proxy this remote uses, by the contract. */
export interface JobsApi {
  jobs: DecorateRouterKeyable<DefaultFeatureFlags> & {
    search: Query<SearchInput, SearchPage>;
    facets: Query<SearchFilters, SearchFacets>;
    similar: Query<SimilarJobsInput, JobSummary[]>;
    bySlug: Query<{ slug: string }, Job>;
  };
  insights: DecorateRouterKeyable<DefaultFeatureFlags> & {
    market: Query<void, MarketInsights>;
  };
}

/** The page's tRPC options proxy (from the shell's provider), seen through the contract. */
export function useJobsApi(): JobsApi {
  // Same object at runtime: the proxy builds paths from property names, not from types.
  return useTRPC() as unknown as JobsApi;
}

// ---- compile-time checks against the real router ------------------------------------

type Absent = { present: false; input: never; output: never };
/** A procedure of the real router, or Absent while the api does not have it yet. */
type Real<D extends string, P extends string> =
  RouterInputs extends Record<D, Record<P, infer I>>
    ? RouterOutputs extends Record<D, Record<P, infer O>> ? { present: true; input: I; output: O } : Absent
    : Absent;

/** True when the procedure is absent, or present and compatible with the contract. */
type Compatible<R extends { present: boolean; input: unknown; output: unknown }, Contract extends { input: unknown; output: unknown }> =
  R['present'] extends false ? true
    : [Contract['input']] extends [R['input']]
      ? [R['output']] extends [Contract['output']] ? true : false
      : false;

type Check<T extends true> = T;

// `jobs.search` exists since the foundation; its current version is the one that returns `terms`.
type RealSearch = Real<'jobs', 'search'>['output'] extends { terms: unknown } ? Real<'jobs', 'search'> : Absent;

export type ContractChecks = [
  Check<Compatible<RealSearch, { input: SearchInput; output: SearchPage }>>,
  Check<Compatible<Real<'jobs', 'facets'>, { input: SearchFilters; output: SearchFacets }>>,
  Check<Compatible<Real<'jobs', 'similar'>, { input: SimilarJobsInput; output: JobSummary[] }>>,
  Check<Compatible<Real<'jobs', 'bySlug'>, { input: { slug: string }; output: Job }>>,
  Check<Compatible<Real<'insights', 'market'>, { input: void; output: MarketInsights }>>,
];
