import { Button, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

/**
 * Removing a source closes its imported jobs that no other source lists, so it asks first.
 * Focus starts on "Keep it" and returns to the Remove button when the dialog closes (the
 * modal's own focus handling).
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} initialFocusRef={cancelRef} onClose={onCancel} isCentered returnFocusOnClose>
      <ModalOverlay />
      <ModalContent role="alertdialog" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader fontSize="lg">Remove {name}?</ModalHeader>
        <ModalBody>
          <Text color="fg.muted">
            The board is no longer fetched, and its imported jobs that no other source lists close at once. Its history stays in the list.
          </Text>
        </ModalBody>
        <ModalFooter gap={3}>
          <Button ref={cancelRef} onClick={onCancel} variant="ghost">
            Keep it
          </Button>
          <Button colorScheme="red" onClick={onConfirm} isLoading={isRemoving} loadingText="Removing">
            Remove source
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
