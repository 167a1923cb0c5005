import { Button, FormControl, FormLabel, Input, InputGroup, InputLeftElement, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  CONTENT_LIMITS,
  DIRECTORY_TYPE_TERMS,
  ECOSYSTEM_TERMS,
  FOCUS_AREA_TERMS,
  FUNDING_STAGE_TERMS,
  type DirectoryFilters as Filters,
} from '@chainwork/shared-config/content';
import type { RouterOutputs } from '@chainwork/api';
import type { FiltersUpdate } from '../shared/use-url-filters';
import { CollapsibleFilters } from '../shared/CollapsibleFilters';
import { ToggleGroup, toggled } from '../shared/ToggleGroup';

type Facets = RouterOutputs['content']['directory']['list']['facets'];
const counts = (list: Array<{ value: string; count: number }> | undefined) =>
  list ? new Map(list.map((f) => [f.value, f.count])) : undefined;

/** Typing waits a moment before it becomes a URL change (one history entry per pause, not per key). */
const SEARCH_PAUSE_MS = 250;

export function DirectoryFilters({ filters, facets, onChange }: { filters: Filters; facets?: Facets; onChange: FiltersUpdate<Filters> }) {
  const [text, setText] = useState(filters.q ?? '');
  // A search from the URL (back/forward, a cleared filter) replaces what is typed: adjusted while rendering, not in an effect.
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    setText(filters.q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange((f) => ({ ...f, q: text.trim() || undefined })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  const active =
    (filters.types?.length ?? 0) +
    (filters.stages?.length ?? 0) +
    (filters.focus?.length ?? 0) +
    (filters.ecosystems?.length ?? 0) +
    (filters.q ? 1 : 0);

  return (
    <Stack spacing={{ base: 4, lg: 6 }}>
      <FormControl>
        <FormLabel htmlFor="directory-search" fontSize="sm" fontWeight="semibold">
          Search by name
        </FormLabel>
        <InputGroup>
          <InputLeftElement pointerEvents="none" color="fg.muted" aria-hidden>
            ⌕
          </InputLeftElement>
          <Input
            id="directory-search"
            type="search"
            placeholder="e.g. Gitcoin, a16z"
            value={text}
            maxLength={CONTENT_LIMITS.searchMax}
            onChange={(e) => setText(e.target.value)}
            bg="bg.surface"
            borderColor="border.subtle"
          />
        </InputGroup>
      </FormControl>
      <CollapsibleFilters active={active - (filters.q ? 1 : 0)}>
        <Stack spacing={6}>
          <ToggleGroup
            label="Type"
            terms={DIRECTORY_TYPE_TERMS}
            selected={filters.types ?? []}
            counts={counts(facets?.types)}
            onToggle={(v) => onChange((f) => ({ ...f, types: toggled(f.types, v) }))}
          />
          <ToggleGroup
            label="Stage"
            terms={FUNDING_STAGE_TERMS}
            selected={filters.stages ?? []}
            counts={counts(facets?.stages)}
            onToggle={(v) => onChange((f) => ({ ...f, stages: toggled(f.stages, v) }))}
          />
          <ToggleGroup
            label="Focus"
            terms={FOCUS_AREA_TERMS}
            selected={filters.focus ?? []}
            counts={counts(facets?.focus)}
            onToggle={(v) => onChange((f) => ({ ...f, focus: toggled(f.focus, v) }))}
          />
          <ToggleGroup
            label="Ecosystem"
            terms={ECOSYSTEM_TERMS}
            selected={filters.ecosystems ?? []}
            counts={counts(facets?.ecosystems)}
            onToggle={(v) => onChange((f) => ({ ...f, ecosystems: toggled(f.ecosystems, v) }))}
          />
          {active ? (
            <Button variant="ghost" size="sm" alignSelf="flex-start" colorScheme="whiteAlpha" onClick={() => onChange(() => ({}))}>
              Clear all filters
            </Button>
          ) : null}
        </Stack>
      </CollapsibleFilters>
    </Stack>
  );
}
