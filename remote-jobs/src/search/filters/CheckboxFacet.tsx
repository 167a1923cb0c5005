import { Checkbox, Flex, Text } from '@chakra-ui/react';
import { memo, type ReactElement } from 'react';
import { sameProps } from '../state/same-props';
import type { FilterOption } from './facet-options';
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
 * mapped again on every render of the group, and a Chakra checkbox styled again for the same
 * value is most of what a tick used to cost.
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
    <Checkbox
      isChecked={checked}
      onChange={(event) => onToggle(option.value, event.target.checked)}
      colorScheme="brand"
      sx={{ '.chakra-checkbox__label': { flex: 1, minW: 0 } }}
    >
      <Flex as="span" align="baseline" w="full">
        <Text as="span" noOfLines={1} color={option.count === 0 && !checked ? 'whiteAlpha.500' : undefined}>
          {option.label}
        </Text>
        <CountLabel count={option.count} />
      </Flex>
    </Checkbox>
  );
}, sameProps) as <V extends string>(props: {
  option: FilterOption<V>;
  checked: boolean;
  onToggle: (value: V, on: boolean) => void;
}) => ReactElement;
