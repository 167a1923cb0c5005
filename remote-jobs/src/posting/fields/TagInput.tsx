import { Box, Flex, Input, Tag, TagCloseButton, TagLabel, Text } from '@chakra-ui/react';
import { forwardRef, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { TAG_PATTERN } from '@chainwork/shared-config';

/** What the visitor typed, as a tag: lowercase, spaces as hyphens. */
export function normalizeTag(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Tags as chips plus a combobox that suggests the board's own tags as you type
 * (`suggestions`, for the text in `onQueryChange`). Arrow keys move through the
 * suggestions, Enter or a comma adds the highlighted one (or the typed tag, when it is a
 * valid new one), Backspace on an empty field removes the last tag.
 */
export const TagInput = forwardRef<
  HTMLInputElement,
  {
    id?: string;
    value: readonly string[];
    onChange: (tags: string[]) => void;
    onBlur?: () => void;
    suggestions: readonly string[];
    onQueryChange: (query: string) => void;
    max: number;
    isInvalid?: boolean;
    describedBy?: string;
  }
>(function TagInput({ id, value, onChange, onBlur, suggestions, onQueryChange, max, isInvalid, describedBy }, ref) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const typed = normalizeTag(query);
  const options = query.trim() ? suggestions.filter((s) => !value.includes(s)).slice(0, 8) : [];
  const full = value.length >= max;
  const open = options.length > 0 && !full;

  const setTyped = (next: string) => {
    setQuery(next);
    setActive(0);
    onQueryChange(normalizeTag(next));
  };
  const add = (tag: string) => {
    if (!tag || value.includes(tag) || full || !TAG_PATTERN.test(tag)) return;
    onChange([...value, tag]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag; it never submits the step half-typed.
      event.preventDefault();
      add(open ? options[active]! : typed);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setTyped('');
    } else if (event.key === 'Backspace' && !query && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box position="relative">
      <Flex
        wrap="wrap"
        gap={2}
        align="center"
        minH="48px"
        px={3}
        py={2}
        borderWidth="1px"
        borderRadius="md"
        borderColor={isInvalid ? 'red.300' : 'border.subtle'}
        boxShadow={isInvalid ? '0 0 0 1px var(--chakra-colors-red-300)' : undefined}
        bg="bg.canvas"
        _focusWithin={{ borderColor: 'accent.300', boxShadow: '0 0 0 1px var(--chakra-colors-accent-300)' }}
      >
        {value.map((tag) => (
          <Tag key={tag} size="md" borderRadius="full" bg="whiteAlpha.100" color="brand.100" fontWeight="600">
            <TagLabel>{tag}</TagLabel>
            <TagCloseButton aria-label={`Remove ${tag}`} onClick={() => onChange(value.filter((t) => t !== tag))} />
          </Tag>
        ))}
        <Input
          ref={ref}
          id={id}
          variant="unstyled"
          flex="1"
          minW="10ch"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          placeholder={full ? `${max} tags at most` : value.length ? 'Add another' : 'Type a skill, e.g. solidity'}
          isDisabled={full}
          value={query}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          autoComplete="off"
        />
      </Flex>
      <Box
        as="ul"
        listStyleType="none"
        m={0}
        id={listId}
        role="listbox"
        aria-label="Suggested tags"
        hidden={!open}
        position="absolute"
        zIndex="dropdown"
        mt={1}
        w="full"
        bg="bg.raised"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="md"
        boxShadow="lg"
        py={1}
      >
        {options.map((option, index) => (
          <Box
            as="li"
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px={3}
            py={2}
            cursor="pointer"
            bg={index === active ? 'whiteAlpha.200' : undefined}
            // mousedown, not click: the field keeps focus, so the list stays for the next tag.
            onMouseDown={(event: MouseEvent<HTMLElement>) => {
              event.preventDefault();
              add(option);
            }}
          >
            {option}
          </Box>
        ))}
      </Box>
      {query.trim() && !open && TAG_PATTERN.test(typed) && !value.includes(typed) && !full ? (
        <Text fontSize="sm" color="fg.muted" mt={1}>
          Press Enter to add “{typed}” as a new tag.
        </Text>
      ) : null}
    </Box>
  );
});
