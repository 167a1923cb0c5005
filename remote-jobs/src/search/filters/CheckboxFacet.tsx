import { memo, type ReactElement } from 'react';
import { sameProps } from '../state/same-props';
import type { FilterOption } from './facet-options';
import { CheckRow } from './controls';
import { CountLabel, FilterGroup } from './FilterGroup';

/** A multi-select group (OR within the group): one checkbox per value, with its count. */
export function CheckboxFacet<V extends string>({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: readonly FilterOption<V>[];
  selected: readonly V[] | undefined;
  onToggle: (value: V, on: boolean) => void;
}) {
  return (
    <FilterGroup label={label}>
      {options.map((option) => (
        <FacetCheckbox key={option.value} option={option} checked={selected?.includes(option.value) ?? false} onToggle={onToggle} />
      ))}
    </FilterGroup>
  );
}

/**
 * One value's checkbox with its count. Memoised on its option's fields: the options are
 * mapped again on every render of the group; a plain box (controls.tsx), so a tick inserts no style.
 */
export const FacetCheckbox = memo(function FacetCheckbox<V extends string>({
  option,
  checked,
  onToggle,
}: {
  option: FilterOption<V>;
  checked: boolean;
  onToggle: (value: V, on: boolean) => void;
}) {
  return (
    <CheckRow checked={checked} onChange={(event) => onToggle(option.value, event.target.checked)}>
      <span className={option.count === 0 && !checked ? 'cw-text cw-empty' : 'cw-text'}>{option.label}</span>
      <CountLabel count={option.count} />
    </CheckRow>
  );
}, sameProps) as <V extends string>(props: {
  option: FilterOption<V>;
  checked: boolean;
  onToggle: (value: V, on: boolean) => void;
}) => ReactElement;
