import { Button } from '@chakra-ui/react';
import { Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchState } from '@chainwork/shared-config';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { BellGlyph } from '../ui/icons';
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
 * The dialog is mounted closed once its code has arrived, showing the search (the results' deferred
 * state, so it follows a new search after that search's paint); the click then opens it in the page
 * through NativeModal's openRef and renders nothing, isOpen following after the paint.
 */
export function JobAlertButton({ state }: { state: SearchState }) {
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<(() => void) | null>(null);
  // After unmount the update is dropped (React ignores it), so no guard.
  useEffect(() => void dialogReady.then(() => startTransition(() => setMounted(true))), []);
  const onClose = useCallback(() => setOpen(false), []);
  const onOpen = useCallback(() => setOpen(true), []);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        leftIcon={<BellGlyph boxSize={4} />}
        onClick={() => {
          if (opener.current) return opener.current();
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {ALERT_DIALOG_TITLE}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <JobAlertDialog isOpen={isOpen} onClose={onClose} onOpen={onOpen} openRef={opener} search={state} />
        </Suspense>
      ) : null}
    </>
  );
}
