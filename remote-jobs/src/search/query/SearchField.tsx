import {
  FormControl,
  FormLabel,
  IconButton,
  Input,
  InputGroup,
  InputLeftElement,
  InputRightElement,
  VisuallyHidden,
} from '@chakra-ui/react';
import { CloseGlyph, SearchGlyph } from '../../ui/icons';
import type { HistoryMode } from '../state/use-search-state';
import { useQueryDraft } from './use-query-draft';

export const SEARCH_FIELD_LABEL = 'Search jobs';

/**
 * The search text. A search landmark (`role="search"`) holding a labelled search box;
 * typing searches after a pause, Enter searches at once.
 */
export function SearchField({
  query,
  onCommit,
}: {
  query: string | undefined;
  onCommit: (q: string | undefined, mode: HistoryMode) => void;
}) {
  const { draft, change, submit } = useQueryDraft(query, onCommit);
  return (
    <form
      role="search"
      aria-label="Jobs"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormControl>
        <VisuallyHidden>
          <FormLabel htmlFor="job-search-text" m={0}>
            {SEARCH_FIELD_LABEL}
          </FormLabel>
        </VisuallyHidden>
        <InputGroup size="lg">
          <InputLeftElement pointerEvents="none" color="whiteAlpha.600">
            <SearchGlyph boxSize={5} />
          </InputLeftElement>
          <Input
            id="job-search-text"
            type="search"
            value={draft}
            onChange={(event) => change(event.target.value)}
            onBlur={() => submit()}
            placeholder="Title, company or skill: solidity, rust, product…"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            bg="bg.surface"
            borderColor="border.subtle"
            _hover={{ borderColor: 'whiteAlpha.400' }}
            _focusVisible={{ borderColor: 'brand.300', boxShadow: '0 0 0 1px var(--chakra-colors-brand-300)' }}
            // The native clear button of type=search is replaced by ours, which is labelled.
            sx={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
            pr={draft ? 12 : 4}
          />
          {draft ? (
            <InputRightElement>
              <IconButton
                aria-label="Clear search"
                icon={<CloseGlyph boxSize={3.5} />}
                size="sm"
                variant="ghost"
                colorScheme="whiteAlpha"
                onClick={() => submit('')}
              />
            </InputRightElement>
          ) : null}
        </InputGroup>
      </FormControl>
    </form>
  );
}
