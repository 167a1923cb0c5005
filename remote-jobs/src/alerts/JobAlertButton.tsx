import { Button, useDisclosure } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { SearchState } from '@chainwork/shared-config';
import { lazyOverlay, useAuth } from '@chainwork/shared-config/react';
import { BellGlyph } from '../ui/icons';
import { alertSearchOf } from './alert-search';
import { loadSearchOverlays } from '../overlays/load-search-overlays';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';

const JobAlertDialog = lazyOverlay(() => loadSearchOverlays().then((m) => m.JobAlertDialog));

/** "Get these jobs by e-mail", beside the results: opens the alert dialog for the search on screen. */
export function JobAlertButton({ state }: { state: SearchState }) {
  const { isOpen, onOpen, onClose } = useDisclosure();
  const { status } = useAuth();
  return (
    <>
      <Button size="sm" variant="outline" leftIcon={<BellGlyph boxSize={4} />} onClick={onOpen} aria-haspopup="dialog">
        {ALERT_DIALOG_TITLE}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <JobAlertDialog isOpen onClose={onClose} search={alertSearchOf(state)} signedIn={status === 'signed-in'} />
        </Suspense>
      ) : null}
    </>
  );
}
