import { Button, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} initialFocusRef={cancelRef} onClose={onCancel} isCentered>
      <ModalOverlay />
      <ModalContent role="alertdialog" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader fontSize="lg">Close “{title}”?</ModalHeader>
        <ModalBody>
          <Text color="fg.muted">
            Use this when the position is filled. The job page will say the job is closed, stop taking applications and leave the search. A
            closed job cannot be reopened.
          </Text>
          {error ? (
            <Text color="red.300" mt={3} role="alert">
              {error}
            </Text>
          ) : null}
        </ModalBody>
        <ModalFooter gap={3}>
          <Button ref={cancelRef} onClick={onCancel} variant="ghost">
            Keep it open
          </Button>
          <Button colorScheme="red" onClick={onConfirm} isLoading={isClosing} loadingText="Closing">
            Close job: position filled
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
