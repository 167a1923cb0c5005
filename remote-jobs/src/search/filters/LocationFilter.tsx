import type { SearchFacets } from '../../api/outputs';
import { cityOptions, remoteOptions } from './facet-options';
import { FilterGroup } from './FilterGroup';
import { SelectFilter } from './SelectFilter';

/**
 * Where the work is done: a remote scope (any remote job, worldwide, open to a region or a
 * country) or an on-site city. A job is one or the other, so choosing one clears the other
 * (together they could only ever match nothing).
 */
export function LocationFilter({ remote, city, facets, onChange }: {
  remote: string | undefined;
  city: string | undefined;
  facets: SearchFacets | undefined;
  onChange: (next: { remote?: string; city?: string }) => void;
}) {
  const scopes = remoteOptions(facets);
  return (
    <FilterGroup label="Location">
      <SelectFilter
        label="Remote scope"
        anyLabel="Remote or on-site"
        value={remote}
        sets={[{ options: scopes.broad }, { label: 'Open to a region', options: scopes.regions }, { label: 'Open to a country', options: scopes.countries }]}
        onChange={(value) => onChange({ remote: value, city: value ? undefined : city })}
      />
      <SelectFilter
        label="On-site city"
        anyLabel="Any city"
        value={city}
        sets={[{ options: cityOptions(facets) }]}
        onChange={(value) => onChange({ city: value, remote: value ? undefined : remote })}
      />
    </FilterGroup>
  );
}
