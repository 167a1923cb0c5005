import { Button, Text } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} initialFocusRef={cancelRef} finalFocusRef={returnFocus} onClose={onCancel} isCentered>
      <ModalOverlay />
      <ModalContent role="alertdialog" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader as="h2" fontSize="lg">
          Revoke “{name}”?
        </ModalHeader>
        <ModalBody>
          <Text color="fg.muted">
            Anything that calls the API with this key gets 401 Unauthorized from its next call. A revoked key cannot be restored.
          </Text>
          {error ? (
            <Text color="red.300" mt={3} role="alert">
              {error}
            </Text>
          ) : null}
        </ModalBody>
        <ModalFooter gap={3}>
          <Button ref={cancelRef} onClick={onCancel} variant="ghost">
            Keep it
          </Button>
          <Button colorScheme="red" onClick={onConfirm} isLoading={isRevoking} loadingText="Revoking">
            Revoke key
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
