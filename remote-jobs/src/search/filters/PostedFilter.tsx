import type { DatePosted } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { postedOptions } from './facet-options';
import { CheckRow } from './controls';
import { CountLabel, FilterGroup } from './FilterGroup';

const ANY = '';

/** How recently the job was posted: one window at a time (they nest). */
export function PostedFilter({
  posted,
  facets,
  onChange,
}: {
  posted: string | undefined;
  facets: SearchFacets | undefined;
  onChange: (posted: DatePosted | undefined) => void;
}) {
  const choose = (value: string) => onChange((value || undefined) as DatePosted | undefined);
  const current = posted ?? ANY;
  return (
    <FilterGroup label="Date posted">
      <CheckRow type="radio" name="job-search-posted" value={ANY} checked={current === ANY} onChange={() => choose(ANY)}>
        <span className="cw-text">Any time</span>
      </CheckRow>
      {postedOptions(facets).map((option) => (
        <CheckRow
          key={option.value}
          type="radio"
          name="job-search-posted"
          value={option.value}
          checked={current === option.value}
          onChange={() => choose(option.value)}
        >
          <span className="cw-text">{option.label}</span>
          <CountLabel count={option.count} />
        </CheckRow>
      ))}
    </FilterGroup>
  );
}
