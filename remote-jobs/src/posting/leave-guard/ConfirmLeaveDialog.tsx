import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

/**
 * Asks before unsaved changes are dropped. Focus moves to "Keep editing" (the choice that
 * loses nothing), stays inside the dialog, and returns to where it was when the dialog closes.
 */
export function ConfirmLeaveDialog({
  isOpen,
  onStay,
  onLeave,
  onSave,
  isSaving = false,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** When given, a third choice saves first, then leaves. */
  onSave?: () => void;
  isSaving?: boolean;
}) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} initialFocusRef={stayRef} onClose={onStay} isCentered returnFocusOnClose>
      <ModalOverlay />
      <ModalContent role="alertdialog" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader fontSize="lg">Leave without saving?</ModalHeader>
        <ModalBody color="fg.muted">
          You changed this step since it was last saved. If you leave now, those changes are lost; everything saved before stays in your
          draft.
        </ModalBody>
        <ModalFooter gap={3} flexWrap="wrap">
          <Button ref={stayRef} onClick={onStay} variant="ghost">
            Keep editing
          </Button>
          <Button onClick={onLeave} variant="outline" colorScheme="red">
            Discard changes
          </Button>
          {onSave ? (
            <Button onClick={onSave} isLoading={isSaving} loadingText="Saving" colorScheme="brand">
              Save and continue
            </Button>
          ) : null}
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
