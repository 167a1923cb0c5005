import { ConfirmDialog } from '@chainwork/shared-config/chakra-overlays';

/** Closing is final: the page shows closed and leaves search, so it asks first (focus starts on "Keep it open"). */
export function CloseJobDialog({
  title,
  isOpen,
  isClosing,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  isOpen: boolean;
  isClosing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`Close “${title}”?`}
      cancelLabel="Keep it open"
      confirmLabel="Close job: position filled"
      busyLabel="Closing"
      isBusy={isClosing}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Use this when the position is filled. The job page will say the job is closed, stop taking applications and leave the search. A closed
      job cannot be reopened.
    </ConfirmDialog>
  );
}
