import { useId } from 'react';
import type { SearchFacets } from '../../api/outputs';
import { cityOptions, remoteOptions } from './facet-options';
import { FilterGroup } from './FilterGroup';
import { SelectFilter } from './SelectFilter';

/**
 * Where the work is done: a remote scope (any remote job, worldwide, open to a region or a
 * country) and/or an on-site city. A job is one or the other, so the two choices combine
 * with OR, as the api does: "remote in Europe" and "Berlin" lists both kinds of job (AND
 * could only ever match nothing). Each count is the jobs of that value alone.
 */
export function LocationFilter({
  remote,
  city,
  facets,
  onChange,
}: {
  remote: string | undefined;
  city: string | undefined;
  facets: SearchFacets | undefined;
  onChange: (next: { remote?: string; city?: string }) => void;
}) {
  const scopes = remoteOptions(facets);
  const hintId = useId();
  return (
    <FilterGroup label="Location">
      <p id={hintId} className="cw-hint cw-small">
        Choose a remote scope, a city, or both: jobs matching either are listed.
      </p>
      <SelectFilter
        label="Remote scope"
        anyLabel="Remote or on-site"
        value={remote}
        describedBy={hintId}
        sets={[
          { options: scopes.broad },
          { label: 'Open to a region', options: scopes.regions },
          { label: 'Open to a country', options: scopes.countries },
        ]}
        onChange={(value) => onChange({ remote: value, city })}
      />
      <SelectFilter
        label="On-site city"
        anyLabel="Any city"
        value={city}
        describedBy={hintId}
        sets={[{ options: cityOptions(facets) }]}
        onChange={(value) => onChange({ city: value, remote })}
      />
    </FilterGroup>
  );
}
