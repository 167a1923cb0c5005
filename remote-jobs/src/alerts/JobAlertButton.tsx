import { Button, useDisclosure } from '@chakra-ui/react';
import type { SearchState } from '@chainwork/shared-config';
import { useAuth } from '@chainwork/shared-config/react';
import { BellGlyph } from '../ui/icons';
import { alertSearchOf } from './alert-search';
import { ALERT_DIALOG_TITLE, JobAlertDialog } from './JobAlertDialog';

/** "Get these jobs by e-mail", beside the results: opens the alert dialog for the search on screen. */
export function JobAlertButton({ state }: { state: SearchState }) {
  const { isOpen, onOpen, onClose } = useDisclosure();
  const { status } = useAuth();
  return (
    <>
      <Button size="sm" variant="outline" leftIcon={<BellGlyph boxSize={4} />} onClick={onOpen} aria-haspopup="dialog">
        {ALERT_DIALOG_TITLE}
      </Button>
      {isOpen ? <JobAlertDialog isOpen onClose={onClose} search={alertSearchOf(state)} signedIn={status === 'signed-in'} /> : null}
    </>
  );
}
