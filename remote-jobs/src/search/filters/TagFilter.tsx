import { Button } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { MAX_TAG_FILTERS, TAG_PATTERN } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { FacetCheckbox } from './CheckboxFacet';
import { tagOptions } from './facet-options';
import { FilterGroup } from './FilterGroup';
import type { CountsStatus } from './counts-status';

function emptyListText(find: string, status: CountsStatus): string {
  if (find.trim()) return 'No matching skills';
  if (status === 'loading') return 'Loading skills…';
  if (status === 'unavailable') return 'Type a skill to filter by it';
  return 'No skills for this search';
}

/**
 * Skills, several at once (a job must have all of them). A searchable list: "Find a skill"
 * narrows the most used tags of this search; a tag typed exactly can be added even when it
 * is not among them.
 */
export function TagFilter({
  label,
  selected,
  facets,
  countsStatus,
  onToggle,
}: {
  label: string;
  selected: readonly string[] | undefined;
  facets: SearchFacets | undefined;
  countsStatus: CountsStatus;
  onToggle: (tag: string, on: boolean) => void;
}) {
  const [find, setFind] = useState('');
  const listId = useId();
  const options = tagOptions(selected, facets, find);
  const typed = find.trim().toLowerCase();
  const full = (selected?.length ?? 0) >= MAX_TAG_FILTERS;
  const canAdd = TAG_PATTERN.test(typed) && !options.some((o) => o.value === typed) && !full;
  // Stable while the limit is not reached: ticking one skill re-renders that box only (FacetCheckbox is memoised).
  const toggle = useCallback((tag: string, on: boolean) => (!on || !full ? onToggle(tag, on) : undefined), [full, onToggle]);

  return (
    <FilterGroup label={label}>
      <input
        className="cw-input"
        type="search"
        aria-label="Find a skill"
        aria-controls={listId}
        placeholder="Find a skill"
        value={find}
        onChange={(event) => setFind(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the typed skill instead of submitting anything around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (canAdd) {
            onToggle(typed, true);
            setFind('');
          }
        }}
      />
      <div id={listId} className="cw-scroll cw-stack">
        {options.map((option) => (
          <FacetCheckbox key={option.value} option={option} checked={selected?.includes(option.value) ?? false} onToggle={toggle} />
        ))}
        {options.length === 0 && !canAdd ? <p className="cw-hint">{emptyListText(find, countsStatus)}</p> : null}
      </div>
      {canAdd ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => {
            onToggle(typed, true);
            setFind('');
          }}
        >
          Add skill “{typed}”
        </Button>
      ) : null}
      {full ? <p className="cw-hint cw-small">Up to {MAX_TAG_FILTERS} skills at once.</p> : null}
    </FilterGroup>
  );
}
