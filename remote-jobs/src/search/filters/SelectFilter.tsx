import { Fragment, useId } from 'react';
import { optionText, type FilterOption } from './facet-options';

export interface OptionSet {
  label?: string;
  options: readonly FilterOption[];
}

/**
 * One choice from a long list, as a native select (the most usable control for it on
 * every device), plain (CONTROL_STYLES). Counts ride in the option text; the empty value means "no filter".
 */
export function SelectFilter({
  label,
  anyLabel,
  value,
  sets,
  describedBy,
  onChange,
}: {
  label: string;
  anyLabel: string;
  /** The id of a hint that explains the choice. */
  describedBy?: string;
  value: string | undefined;
  sets: readonly OptionSet[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="cw-field">
      <label htmlFor={id} className="cw-field-label">
        {label}
      </label>
      <select
        id={id}
        className="cw-select"
        value={value ?? ''}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {sets.map((set, index) => {
          const options = set.options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ));
          return set.label ? (
            <optgroup key={set.label} label={set.label}>
              {options}
            </optgroup>
          ) : (
            <Fragment key={index}>{options}</Fragment>
          );
        })}
      </select>
    </div>
  );
}
