import { Box } from '@chakra-ui/react';
import { createContext, Fragment, memo, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { DatePosted, EmploymentType, SearchState, Seniority } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { FILTER_GROUP_LABELS } from '../state/active-filters';
import { sameProps } from '../state/same-props';
import { toggleValue } from '../state/search-state';
import { CheckboxFacet } from './CheckboxFacet';
import { CONTROL_STYLES } from './control-styles';
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

const Tags = memo(TagFilter, sameProps);
const Location = memo(LocationFilter, sameProps);
const Salary = memo(SalaryFilter, sameProps);
const Checkboxes = memo(CheckboxFacet, sameProps) as typeof CheckboxFacet;
const Posted = memo(PostedFilter, sameProps);
const Company = memo(function CompanyFilter({
  company,
  facets,
  onChange,
}: {
  company: string | undefined;
  facets: SearchFacets | undefined;
  onChange: (company: string | undefined) => void;
}) {
  return (
    <FilterGroup label={FILTER_GROUP_LABELS.company}>
      <SelectFilter
        label="Hiring company"
        anyLabel="Any company"
        value={company}
        sets={[{ options: companyOptions(company, facets) }]}
        onChange={onChange}
      />
    </FilterGroup>
  );
}, sameProps);

/** One stable handler per group, so that a change re-renders only the group whose values changed. */
function useGroupHandlers(onChange: FiltersPanelProps['onChange']) {
  return useMemo(
    () => ({
      tags: (tag: string, on: boolean) => onChange((s) => ({ ...s, tags: toggleValue(s.tags, tag, on) })),
      location: (next: { remote?: string; city?: string }) => onChange((s) => ({ ...s, remote: next.remote, city: next.city })),
      salary: (next: { minSalary?: number; includeNoSalary?: boolean }) =>
        onChange((s) => ({ ...s, minSalary: next.minSalary, includeNoSalary: next.includeNoSalary })),
      types: (type: EmploymentType, on: boolean) => onChange((s) => ({ ...s, employmentTypes: toggleValue(s.employmentTypes, type, on) })),
      levels: (level: Seniority, on: boolean) => onChange((s) => ({ ...s, seniorities: toggleValue(s.seniorities, level, on) })),
      posted: (posted: DatePosted | undefined) => onChange((s) => ({ ...s, posted })),
      company: (company: string | undefined) => onChange((s) => ({ ...s, company })),
    }),
    [onChange],
  );
}

const PanelProps = createContext<FiltersPanelProps | null>(null);

/**
 * Every filter group, each changing the URL state; the same panel in the sidebar and in the
 * drawer. Each group is memoised on its own values (compared by content: the URL is parsed
 * again on every change), so a ticked box re-renders its group, not the thirty skills, two
 * hundred places and the rest with it.
 */
function PanelGroups() {
  const { state, facets, countsStatus, onChange } = useContext(PanelProps)!;
  const on = useGroupHandlers(onChange);
  const groups: ReactNode[] = [
    <Tags
      key="tags"
      label={FILTER_GROUP_LABELS.tags}
      selected={state.tags}
      facets={facets}
      countsStatus={countsStatus}
      onToggle={on.tags}
    />,
    <Location key="location" remote={state.remote} city={state.city} facets={facets} onChange={on.location} />,
    <Salary
      key="salary"
      minSalary={state.minSalary}
      includeNoSalary={state.includeNoSalary ?? false}
      facets={facets}
      onChange={on.salary}
    />,
    <Checkboxes
      key="types"
      label={FILTER_GROUP_LABELS.employmentTypes}
      options={employmentTypeOptions(facets)}
      selected={state.employmentTypes}
      onToggle={on.types}
    />,
    <Checkboxes
      key="levels"
      label={FILTER_GROUP_LABELS.seniorities}
      options={seniorityOptions(facets)}
      selected={state.seniorities}
      onToggle={on.levels}
    />,
    <Posted key="posted" posted={state.posted} facets={facets} onChange={on.posted} />,
    <Company key="company" company={state.company} facets={facets} onChange={on.company} />,
  ];
  return groups.map((group, index) => (
    <Fragment key={index}>
      {index > 0 ? <hr className="cw-divider" /> : null}
      {group}
    </Fragment>
  ));
}

/**
 * The panel's frame, with the controls' style (CONTROL_STYLES): rendered once, so that big
 * static style is not resolved and hashed again at every tick; the groups inside follow the
 * panel's props through a context.
 */
const PanelFrame = memo(function PanelFrame() {
  return (
    <Box sx={CONTROL_STYLES} display="flex" flexDirection="column" gap={5}>
      <PanelGroups />
    </Box>
  );
});

/** Every filter group (PanelGroups), in the sidebar and in the drawer. */
export function FiltersPanel(props: FiltersPanelProps) {
  return (
    <PanelProps.Provider value={props}>
      <PanelFrame />
    </PanelProps.Provider>
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
