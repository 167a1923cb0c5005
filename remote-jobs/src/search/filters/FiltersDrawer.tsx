import { Badge, Button, useDisclosure } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { loadSearchOverlays } from '../../overlays/load-search-overlays';
import { FilterGlyph } from '../../ui/icons';
import type { FiltersDrawerProps } from './FiltersDrawerContent';
import { useSearchFacets } from './use-search-facets';
import { useSearchPanel } from '../state/search-panel-context';
import { showResultsLabel, shownTotal, type PageTotal } from '../results/total-label';

const FiltersDrawerContent = lazyOverlay(() => loadSearchOverlays().then((m) => m.FiltersDrawerContent));

/**
 * Small screens: the filters in a drawer behind a "Filters" button. The drawer is a
 * labelled dialog that holds focus while open and gives it back to the button on close;
 * filters apply at once, so the results are ready when it closes. It watches the counts
 * itself (FiltersPanelWithCounts says why).
 */
export function FiltersDrawer({
  activeCount,
  page,
  onClearAll,
}: Omit<FiltersDrawerProps, 'facets' | 'countsStatus' | 'state' | 'onChange' | 'showLabel'> & {
  /** The first page of the results on screen (its count), before they load none. */
  page: PageTotal | undefined;
}) {
  // The state as just written: the drawer sits in the deferred results, its boxes must tick at once.
  const { state, onChange } = useSearchPanel();
  const { facets, status, current } = useSearchFacets(state);
  const showLabel = showResultsLabel(page && shownTotal(page, current ? facets : undefined, state.sort === 'salary'));
  const panel = { state, onChange, facets, countsStatus: status };
  const { isOpen, onOpen: openDrawer, onClose } = useDisclosure();
  // The drawer's code is fetched on the first open (if the idle prefetch has not yet),
  // and the drawer then stays mounted so that its closing animation can play.
  const [wanted, setWanted] = useState(false);
  const onOpen = () => {
    setWanted(true);
    openDrawer();
  };
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        onClick={onOpen}
        variant="outline"
        size="sm"
        leftIcon={<FilterGlyph boxSize={4} />}
        aria-label={activeCount ? `Filters, ${activeCount} active` : 'Filters'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        Filters
        {activeCount ? (
          <Badge ml={2} colorScheme="accent" borderRadius="full" aria-hidden>
            {activeCount}
          </Badge>
        ) : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersDrawerContent
            isOpen={isOpen}
            onClose={onClose}
            button={button}
            activeCount={activeCount}
            showLabel={showLabel}
            onClearAll={onClearAll}
            {...panel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
