import {
  CITIES,
  COUNTRIES,
  DATE_POSTED_WINDOWS,
  EMPLOYMENT_TYPES,
  REGIONS,
  REMOTE_ANY,
  REMOTE_WORLDWIDE,
  SALARY_FLOORS,
  SENIORITIES,
  SENIORITY_LABELS,
} from '@chainwork/shared-config';
import type { FacetCount, SearchFacets } from '../../api/outputs';
import { foldTerm } from '../../highlight/highlight';
import { cityLabel, companyLabelFromSlug, POSTED_LABELS, remoteScopeLabel, salaryFloorLabel } from './filter-labels';
import { employmentTypeLabel } from '../../format/job-labels';
import { groupThousands } from '../../format/numbers';

/** A choice in a filter group; `count` is undefined while counts are loading or unavailable. */
export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
  count?: number;
}

export const formatCount = groupThousands;

/** "Europe (1,234)": a select option's words with its count, when there is one. */
export function optionText(option: FilterOption): string {
  return option.count === undefined ? option.label : `${option.label} (${formatCount(option.count)})`;
}

/** Counts by value; a value the api did not list has no jobs for this search. */
function counter(counts: readonly FacetCount[] | undefined): (value: string) => number | undefined {
  if (!counts) return () => undefined;
  const byValue = new Map(counts.map((c) => [c.value, c.count]));
  return (value) => byValue.get(value) ?? 0;
}

const withCounts = <V extends string>(values: readonly V[], label: (v: V) => string, counts?: readonly FacetCount[]): FilterOption<V>[] => {
  const count = counter(counts);
  return values.map((value) => ({ value, label: label(value), count: count(value) }));
};

export function employmentTypeOptions(facets?: SearchFacets) {
  return withCounts(EMPLOYMENT_TYPES, employmentTypeLabel, facets?.employmentTypes);
}

export function seniorityOptions(facets?: SearchFacets) {
  return withCounts(SENIORITIES, (level) => SENIORITY_LABELS[level], facets?.seniorities);
}

export function postedOptions(facets?: SearchFacets) {
  const windows = Object.keys(DATE_POSTED_WINDOWS) as (keyof typeof DATE_POSTED_WINDOWS)[];
  return withCounts(windows, (w) => POSTED_LABELS[w], facets?.posted);
}

/** Remote scopes in three sets: the broad ones, regions, countries. */
export function remoteOptions(facets?: SearchFacets) {
  const label = remoteScopeLabel;
  return {
    broad: withCounts([REMOTE_ANY, REMOTE_WORLDWIDE], (v) => (v === REMOTE_ANY ? 'Any remote job' : 'Remote worldwide'), facets?.remote),
    regions: withCounts(
      REGIONS.map((r) => r.id),
      label,
      facets?.remote,
    ),
    countries: withCounts(
      COUNTRIES.map((c) => c.code),
      label,
      facets?.remote,
    ),
  };
}

export function cityOptions(facets?: SearchFacets) {
  return withCounts(
    CITIES.map((c) => c.id),
    cityLabel,
    facets?.city,
  );
}

export function salaryOptions(facets?: SearchFacets): FilterOption[] {
  const byFloor = facets ? new Map(facets.salary.map((s) => [s.floor, s.count])) : null;
  return SALARY_FLOORS.map((floor) => ({
    value: String(floor),
    label: salaryFloorLabel(floor),
    count: byFloor ? (byFloor.get(floor) ?? 0) : undefined,
  }));
}

/** The companies with most jobs for this search, and the chosen one even when it is not among them. */
export function companyOptions(selected: string | undefined, facets?: SearchFacets): FilterOption[] {
  const options: FilterOption[] = (facets?.companies ?? []).map((c) => ({ value: c.value, label: c.label, count: c.count }));
  if (selected && !options.some((o) => o.value === selected)) {
    options.unshift({ value: selected, label: companyLabelFromSlug(selected), count: facets ? 0 : undefined });
  }
  return options;
}

/**
 * The skills list: chosen tags first (always there, so they can be unticked), then the
 * most used tags of this search; narrowed by what the visitor typed into "Find a skill".
 */
export function tagOptions(selected: readonly string[] | undefined, facets: SearchFacets | undefined, find: string): FilterOption[] {
  // Only the top tags are counted: a chosen tag outside them shows no count rather than a wrong 0.
  const listed = new Map((facets?.tags ?? []).map((t) => [t.value, t.count]));
  const chosen = (selected ?? []).map((tag) => ({ value: tag, label: tag, count: listed.get(tag) }));
  const others = (facets?.tags ?? [])
    .filter((t) => !selected?.includes(t.value))
    .map((t) => ({ value: t.value, label: t.value, count: t.count }));
  const needle = foldTerm(find.trim());
  const all = [...chosen, ...others];
  return needle ? all.filter((o) => foldTerm(o.label).includes(needle)) : all;
}
