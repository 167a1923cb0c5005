import { FormControl, FormLabel, Select } from '@chakra-ui/react';
import { Fragment, useId } from 'react';
import { optionText, type FilterOption } from './facet-options';

export interface OptionSet {
  label?: string;
  options: readonly FilterOption[];
}

/**
 * One choice from a long list, as a native select (the most usable control for it on
 * every device). Counts ride in the option text; the empty value means "no filter".
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
    <FormControl>
      <FormLabel htmlFor={id} fontSize="sm" mb={1} color="whiteAlpha.800">
        {label}
      </FormLabel>
      <Select
        id={id}
        size="sm"
        value={value ?? ''}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || undefined)}
        bg="bg.canvas"
        borderColor="border.subtle"
        borderRadius="md"
        sx={{ option: { background: 'var(--chakra-colors-ink-900)' } }}
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
      </Select>
    </FormControl>
  );
}
