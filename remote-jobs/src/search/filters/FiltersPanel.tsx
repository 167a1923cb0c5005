import { Divider, Stack } from '@chakra-ui/react';
import { Fragment, memo, useDeferredValue, type ReactNode } from 'react';
import type { SearchState } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { FILTER_GROUP_LABELS } from '../state/active-filters';
import { toggleValue } from '../state/search-state';
import { CheckboxFacet } from './CheckboxFacet';
import type { CountsStatus } from './counts-status';
import { companyOptions, employmentTypeOptions, seniorityOptions } from './facet-options';
import { FilterGroup } from './FilterGroup';
import { LocationFilter } from './LocationFilter';
import { PostedFilter } from './PostedFilter';
import { SalaryFilter } from './SalaryFilter';
import { SelectFilter } from './SelectFilter';
import { TagFilter } from './TagFilter';
import { useSearchFacets } from './use-search-facets';

export interface FiltersPanelProps {
  state: SearchState;
  facets: SearchFacets | undefined;
  countsStatus: CountsStatus;
  /** A deliberate change: the caller pushes a history entry. */
  onChange: (next: (current: SearchState) => SearchState) => void;
}

/** Every filter group, each changing the URL state; the same panel in the sidebar and in the drawer. */
export function FiltersPanel({ state, facets, countsStatus, onChange }: FiltersPanelProps) {
  const groups: ReactNode[] = [
    <TagFilter
      key="tags"
      label={FILTER_GROUP_LABELS.tags}
      selected={state.tags}
      facets={facets}
      countsStatus={countsStatus}
      onToggle={(tag, on) => onChange((s) => ({ ...s, tags: toggleValue(s.tags, tag, on) }))}
    />,
    <LocationFilter
      key="location"
      remote={state.remote}
      city={state.city}
      facets={facets}
      onChange={(next) => onChange((s) => ({ ...s, remote: next.remote, city: next.city }))}
    />,
    <SalaryFilter
      key="salary"
      minSalary={state.minSalary}
      includeNoSalary={state.includeNoSalary ?? false}
      facets={facets}
      onChange={(next) => onChange((s) => ({ ...s, minSalary: next.minSalary, includeNoSalary: next.includeNoSalary }))}
    />,
    <CheckboxFacet
      key="types"
      label={FILTER_GROUP_LABELS.employmentTypes}
      options={employmentTypeOptions(facets)}
      selected={state.employmentTypes}
      onToggle={(type, on) => onChange((s) => ({ ...s, employmentTypes: toggleValue(s.employmentTypes, type, on) }))}
    />,
    <CheckboxFacet
      key="levels"
      label={FILTER_GROUP_LABELS.seniorities}
      options={seniorityOptions(facets)}
      selected={state.seniorities}
      onToggle={(level, on) => onChange((s) => ({ ...s, seniorities: toggleValue(s.seniorities, level, on) }))}
    />,
    <PostedFilter key="posted" posted={state.posted} facets={facets} onChange={(posted) => onChange((s) => ({ ...s, posted }))} />,
    <FilterGroup key="company" label={FILTER_GROUP_LABELS.company}>
      <SelectFilter
        label="Hiring company"
        anyLabel="Any company"
        value={state.company}
        sets={[{ options: companyOptions(state.company, facets) }]}
        onChange={(company) => onChange((s) => ({ ...s, company }))}
      />
    </FilterGroup>,
  ];
  return (
    <Stack spacing={5}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider borderColor="border.subtle" /> : null}
          {group}
        </Fragment>
      ))}
    </Stack>
  );
}

/** Re-renders only when its props change: the counts' first answer reaches it in a deferred pass (below). */
const MemoFiltersPanel = memo(FiltersPanel);

/**
 * The panel with the counts of the current search, watched here: their arrival re-renders
 * the filters only, not the search section and its results around them. With them come
 * a count beside each value and the lists of tags and companies, a thousand elements: they
 * render in a deferred pass, in slices between which the page answers input, instead of in
 * the blocking render the answer triggers (an 80 ms task on a desktop, the panel being there).
 */
export function FiltersPanelWithCounts({ state, onChange }: Pick<FiltersPanelProps, 'state' | 'onChange'>) {
  const { facets, status } = useSearchFacets(state);
  const deferredFacets = useDeferredValue(facets);
  const deferredStatus = useDeferredValue(status);
  return <MemoFiltersPanel state={state} facets={deferredFacets} countsStatus={deferredStatus} onChange={onChange} />;
}
