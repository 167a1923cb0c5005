import type { SearchFacets } from '../../api/outputs';
import { salaryOptions } from './facet-options';
import { CheckRow } from './controls';
import { CountLabel, FilterGroup } from './FilterGroup';
import { SelectFilter } from './SelectFilter';

/**
 * A minimum annual salary in USD. Jobs that state no salary are a choice of their own,
 * not silently kept or dropped: the checkbox says which, and needs a floor to mean anything.
 */
export function SalaryFilter({
  minSalary,
  includeNoSalary,
  facets,
  onChange,
}: {
  minSalary: number | undefined;
  includeNoSalary: boolean;
  facets: SearchFacets | undefined;
  onChange: (next: { minSalary?: number; includeNoSalary?: boolean }) => void;
}) {
  return (
    <FilterGroup label="Salary">
      <SelectFilter
        label="Minimum salary (USD per year)"
        anyLabel="Any salary"
        value={minSalary ? String(minSalary) : undefined}
        sets={[{ options: salaryOptions(facets) }]}
        onChange={(value) => onChange({ minSalary: value ? Number(value) : undefined, includeNoSalary })}
      />
      <CheckRow
        checked={includeNoSalary && minSalary !== undefined}
        disabled={minSalary === undefined}
        onChange={(event) => onChange({ minSalary, includeNoSalary: event.target.checked })}
      >
        <span className="cw-text">Include jobs without a salary</span>
        {minSalary !== undefined ? <CountLabel count={facets?.noSalary} /> : null}
      </CheckRow>
    </FilterGroup>
  );
}
