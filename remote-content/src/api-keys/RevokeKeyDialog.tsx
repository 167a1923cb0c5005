import type { RefObject } from 'react';
import { ConfirmDialog } from '@chainwork/shared-config/chakra-overlays';

/** Revoking is final and immediate, so it asks first; focus starts on "Keep it". */
export function RevokeKeyDialog({
  name,
  isOpen,
  isRevoking,
  error,
  onCancel,
  onConfirm,
  returnFocus,
}: {
  name: string;
  isOpen: boolean;
  isRevoking: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={`Revoke “${name}”?`}
      cancelLabel="Keep it"
      confirmLabel="Revoke key"
      busyLabel="Revoking"
      isBusy={isRevoking}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    >
      Anything that calls the API with this key gets 401 Unauthorized from its next call. A revoked key cannot be restored.
    </ConfirmDialog>
  );
}
