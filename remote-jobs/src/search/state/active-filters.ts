import { SENIORITY_LABELS, type SearchState } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { cityLabel, companyLabelFromSlug, POSTED_LABELS, remoteScopeLabel, salaryFloorLabel } from '../filters/filter-labels';
import { employmentTypeLabel } from '../../format/job-labels';
import { normalizeState, toggleValue } from './search-state';

export type FilterGroupId = 'tags' | 'remote' | 'city' | 'salary' | 'employmentTypes' | 'seniorities' | 'posted' | 'company';

/** The name of each filter group, as its fieldset legend and its chips say it. */
export const FILTER_GROUP_LABELS: Record<FilterGroupId, string> = {
  tags: 'Skills',
  remote: 'Remote',
  city: 'On-site city',
  salary: 'Salary',
  employmentTypes: 'Employment type',
  seniorities: 'Seniority',
  posted: 'Date posted',
  company: 'Company',
};

/** One removable chip: a filter value in force. */
export interface ActiveFilter {
  key: string;
  group: FilterGroupId;
  label: string;
  /** The state without this value. */
  without: (state: SearchState) => SearchState;
}

/** The company's display name: from the facet list when it is there, else from its slug. */
export function companyName(slug: string, facets?: SearchFacets): string {
  return facets?.companies.find((c) => c.value === slug)?.label ?? companyLabelFromSlug(slug);
}

/** Every filter in force, one chip per value, in the order of the filter panel. */
export function activeFilters(state: SearchState, facets?: SearchFacets): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (group: FilterGroupId, value: string, label: string, without: (s: SearchState) => SearchState) =>
    chips.push({ key: `${group}:${value}`, group, label, without: (s) => normalizeState(without(s)) });

  for (const tag of state.tags ?? []) add('tags', tag, tag, (s) => ({ ...s, tags: toggleValue(s.tags, tag, false) }));
  if (state.remote) add('remote', state.remote, remoteScopeLabel(state.remote), (s) => ({ ...s, remote: undefined }));
  if (state.city) add('city', state.city, cityLabel(state.city), (s) => ({ ...s, city: undefined }));
  if (state.minSalary) {
    const label = `${salaryFloorLabel(state.minSalary)}${state.includeNoSalary ? ' or not disclosed' : ''}`;
    add('salary', String(state.minSalary), label, (s) => ({ ...s, minSalary: undefined, includeNoSalary: undefined }));
  }
  for (const type of state.employmentTypes ?? []) {
    add('employmentTypes', type, employmentTypeLabel(type), (s) => ({
      ...s,
      employmentTypes: toggleValue(s.employmentTypes, type, false),
    }));
  }
  for (const level of state.seniorities ?? []) {
    add('seniorities', level, SENIORITY_LABELS[level], (s) => ({ ...s, seniorities: toggleValue(s.seniorities, level, false) }));
  }
  if (state.posted)
    add('posted', state.posted, POSTED_LABELS[state.posted as keyof typeof POSTED_LABELS], (s) => ({ ...s, posted: undefined }));
  if (state.company) add('company', state.company, companyName(state.company, facets), (s) => ({ ...s, company: undefined }));
  return chips;
}

/** The state with a whole group cleared. */
export function withoutGroup(state: SearchState, group: FilterGroupId): SearchState {
  const next: SearchState = { ...state };
  if (group === 'salary') {
    delete next.minSalary;
    delete next.includeNoSalary;
  } else {
    delete next[group];
  }
  return normalizeState(next);
}
