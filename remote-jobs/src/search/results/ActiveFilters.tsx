import { Button, Tag, TagCloseButton, TagLabel, Wrap, WrapItem } from '@chakra-ui/react';
import { FILTER_GROUP_LABELS, type ActiveFilter } from '../state/active-filters';

/** The filters in force as removable chips, and one button to drop them all. */
export function ActiveFilters({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: readonly ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Wrap role="group" aria-label="Active filters" spacing={2} align="center">
      {filters.map((filter) => {
        const name = `${FILTER_GROUP_LABELS[filter.group]}: ${filter.label}`;
        return (
          <WrapItem key={filter.key}>
            <Tag size="md" borderRadius="full" variant="subtle" colorScheme="brand" pl={3}>
              <TagLabel>{name}</TagLabel>
              <TagCloseButton aria-label={`Remove filter ${name}`} onClick={() => onRemove(filter)} />
            </Tag>
          </WrapItem>
        );
      })}
      <WrapItem>
        <Button size="xs" variant="link" colorScheme="accent" color="accent.200" onClick={onClearAll} ml={1}>
          Clear all
        </Button>
      </WrapItem>
    </Wrap>
  );
}
