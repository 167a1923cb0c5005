import { Checkbox, FormControl, FormLabel, Grid, Input, InputGroup, InputLeftElement, Select } from '@chakra-ui/react';
import { COMPANY_ECOSYSTEMS, COMPANY_SEARCH_MAX, isEcosystemId } from '@chainwork/shared-config/companies';
import { useQueryDraft } from '../../search/query/use-query-draft';
import type { HistoryMode } from '../../search/state/use-search-state';
import { SearchGlyph } from '../../ui/icons';
import type { DirectoryParams } from './directory-params';

const FIELD = { bg: 'bg.surface', borderColor: 'border.subtle', _hover: { borderColor: 'whiteAlpha.400' } } as const;

/** Name search (debounced into the URL; Enter searches at once), ecosystem and "Hiring now". */
export function DirectoryFilters({
  state,
  update,
}: {
  state: DirectoryParams;
  update: (next: DirectoryParams, mode: HistoryMode) => void;
}) {
  const { draft, change, submit } = useQueryDraft(state.q, (q, mode) => {
    const { q: _previous, ...rest } = state;
    update(q ? { ...rest, q } : rest, mode);
  });
  return (
    <Grid
      as="form"
      role="search"
      aria-label="Companies"
      templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' }}
      gap={{ base: 4, md: 5 }}
      alignItems="end"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormControl>
        <FormLabel htmlFor="company-search" fontWeight="600" mb={1.5}>
          Search companies
        </FormLabel>
        <InputGroup>
          <InputLeftElement pointerEvents="none" color="whiteAlpha.600">
            <SearchGlyph boxSize={4} />
          </InputLeftElement>
          <Input
            id="company-search"
            type="search"
            value={draft}
            maxLength={COMPANY_SEARCH_MAX}
            onChange={(event) => change(event.target.value)}
            onBlur={() => submit()}
            placeholder="Company name"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            {...FIELD}
          />
        </InputGroup>
      </FormControl>
      <FormControl>
        <FormLabel htmlFor="company-ecosystem" fontWeight="600" mb={1.5}>
          Ecosystem
        </FormLabel>
        <Select
          id="company-ecosystem"
          value={state.ecosystem ?? ''}
          onChange={(event) => {
            const { ecosystem: _previous, ...rest } = state;
            const value = event.target.value;
            update(isEcosystemId(value) ? { ...rest, ecosystem: value } : rest, 'push');
          }}
          {...FIELD}
        >
          <option value="">All ecosystems</option>
          {COMPANY_ECOSYSTEMS.map((ecosystem) => (
            <option key={ecosystem.id} value={ecosystem.id}>
              {ecosystem.label}
            </option>
          ))}
        </Select>
      </FormControl>
      <Checkbox
        size="lg"
        colorScheme="brand"
        h={10}
        isChecked={state.hiring === true}
        onChange={(event) => {
          const { hiring: _previous, ...rest } = state;
          update(event.target.checked ? { ...rest, hiring: true } : rest, 'push');
        }}
      >
        Hiring now
      </Checkbox>
    </Grid>
  );
}
