import { Box, Button, Heading, Wrap, WrapItem } from '@chakra-ui/react';
import { useId } from 'react';
import type { Term } from '@chainwork/shared-config/content';

/** A filter group: each value a toggle button (aria-pressed), with its count when known. */
export function ToggleGroup<T extends string>({
  label,
  terms,
  selected,
  counts,
  onToggle,
}: {
  label: string;
  terms: readonly Term<T>[];
  selected: readonly T[];
  counts?: ReadonlyMap<string, number>;
  onToggle: (value: T) => void;
}) {
  const id = useId();
  return (
    <Box as="fieldset" minW={0}>
      <Heading as="legend" id={id} size="xs" textTransform="uppercase" letterSpacing="0.08em" color="fg.muted" mb={2}>
        {label}
      </Heading>
      <Wrap spacing={2} role="group" aria-labelledby={id}>
        {terms.map((term) => {
          const on = selected.includes(term.value);
          const count = counts?.get(term.value);
          return (
            <WrapItem key={term.value}>
              <Button
                size="sm"
                borderRadius="full"
                variant={on ? 'solid' : 'outline'}
                colorScheme={on ? 'brand' : 'whiteAlpha'}
                color={on ? 'white' : 'whiteAlpha.800'}
                aria-pressed={on}
                onClick={() => onToggle(term.value)}
                isDisabled={!on && count === 0}
              >
                {term.label}
                {count === undefined ? '' : ` (${count})`}
              </Button>
            </WrapItem>
          );
        })}
      </Wrap>
    </Box>
  );
}

/** Adds or removes one value of a list. */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}
