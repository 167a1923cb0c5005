import { Button } from '@chakra-ui/react';
import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import type { SearchFilters, SearchState } from '@chainwork/shared-config';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { BellGlyph } from '../ui/icons';
import { alertSearchOf } from './alert-search';
import { loadSearchOverlays } from '../overlays/load-search-overlays';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';

let dialogArrived: () => void;
/** Resolves once the dialog's code is here (lazyOverlay fetches it when the page is idle, or on the first click). */
const dialogReady = new Promise<void>((resolve) => (dialogArrived = resolve));
const JobAlertDialog = lazyOverlay(() =>
  loadSearchOverlays().then((m) => {
    dialogArrived();
    return m.JobAlertDialog;
  }),
);

/**
 * "Get these jobs by e-mail", beside the results: opens the alert dialog for the search on screen.
 * The dialog is mounted closed once its code has arrived, so the click only shows it; it gets the
 * search when opened, so a new search does not render it again.
 */
export function JobAlertButton({ state }: { state: SearchState }) {
  const [search, setSearch] = useState<SearchFilters | null>(null);
  const [mounted, setMounted] = useState(false);
  // After unmount the update is dropped (React ignores it), so no guard.
  useEffect(() => void dialogReady.then(() => startTransition(() => setMounted(true))), []);
  const onClose = useCallback(() => setSearch(null), []);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        leftIcon={<BellGlyph boxSize={4} />}
        onClick={() => {
          setMounted(true);
          setSearch(alertSearchOf(state));
        }}
        aria-haspopup="dialog"
      >
        {ALERT_DIALOG_TITLE}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <JobAlertDialog isOpen={search !== null} onClose={onClose} search={search} />
        </Suspense>
      ) : null}
    </>
  );
}
