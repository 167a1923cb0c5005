import { ConfirmDialog } from '@chainwork/shared-config/chakra-overlays';

/**
 * Removing a source closes its imported jobs that no other source lists, so it asks first.
 * Focus starts on "Keep it" and returns to the Remove button when the dialog closes.
 */
export function RemoveSourceDialog({
  name,
  isOpen,
  isRemoving,
  onCancel,
  onConfirm,
}: {
  name: string;
  isOpen: boolean;
  isRemoving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`Remove ${name}?`}
      cancelLabel="Keep it"
      confirmLabel="Remove source"
      busyLabel="Removing"
      isBusy={isRemoving}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      The board is no longer fetched, and its imported jobs that no other source lists close at once. Its history stays in the list.
    </ConfirmDialog>
  );
}
