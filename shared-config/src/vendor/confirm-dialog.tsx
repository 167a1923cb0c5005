import { Button, Text } from '@chakra-ui/react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chakra-ui/react/modal';
import { useRef, type ReactNode, type RefObject } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. `Revoke “CI key”?`: the dialog's heading and accessible name. */
  title: ReactNode;
  /** What confirming does, said before it is done. */
  children: ReactNode;
  /** The safe choice, focused first: Escape, the overlay and this button all cancel. */
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `isBusy`. */
  busyLabel: string;
  isBusy: boolean;
  /** Why the last confirm failed; stays visible until the caller clears it. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes once closed; without it, the element focused before opening. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one "are you sure?" dialog for a final action (revoke a key, close a job, remove a
 * source): an alertdialog whose focus starts on the cancel button, so Enter or Escape
 * straight after opening never acts. Reached only through the overlays facade
 * (`ConfirmDialog` of `@chainwork/shared-config/chakra-overlays`), which wraps it in the
 * motion features its Modal animates with, so it costs no first page anything.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  isBusy,
  error,
  onCancel,
  onConfirm,
  returnFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} initialFocusRef={cancelRef} finalFocusRef={returnFocus} onClose={onCancel} isCentered returnFocusOnClose>
      <ModalOverlay />
      <ModalContent role="alertdialog" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader as="h2" fontSize="lg">
          {title}
        </ModalHeader>
        <ModalBody>
          <Text color="fg.muted">{children}</Text>
          {error ? (
            <Text color="red.300" mt={3} role="alert">
              {error}
            </Text>
          ) : null}
        </ModalBody>
        <ModalFooter gap={3}>
          <Button ref={cancelRef} onClick={onCancel} variant="ghost">
            {cancelLabel}
          </Button>
          <Button colorScheme="red" onClick={onConfirm} isLoading={isBusy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
