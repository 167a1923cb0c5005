import { Alert, AlertDescription, AlertIcon, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';
import { CodeBlock } from '../shared/CodeBlock';

/**
 * The new key, shown this once: the api keeps only its hash. Focus starts on Copy; closing
 * forgets the key and takes focus to the list of keys (`returnFocus`). A click beside the
 * dialog does not close it, so the key is not lost by accident.
 */
export function NewKeyDialog({
  created,
  onClose,
  returnFocus,
}: {
  created: { name: string; key: string } | null;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={created !== null}
      onClose={onClose}
      initialFocusRef={copyRef}
      finalFocusRef={returnFocus}
      closeOnOverlayClick={false}
      isCentered
      size="xl"
    >
      <ModalOverlay />
      <ModalContent bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
        <ModalHeader as="h2" fontSize="lg">
          Your new API key{created ? `: ${created.name}` : ''}
        </ModalHeader>
        <ModalBody>
          {created ? (
            <Stack spacing={4}>
              <Alert status="warning" variant="subtle" borderRadius="lg" alignItems="flex-start">
                <AlertIcon mt={1} />
                <AlertDescription>
                  Copy it now: it will not be shown again. Chainwork keeps only a fingerprint of it, so if you lose it, revoke it and create
                  another.
                </AlertDescription>
              </Alert>
              <CodeBlock code={created.key} label="your new API key" copyLabel="Copy the new API key" buttonRef={copyRef} wrap />
              <Text color="fg.muted" fontSize="sm">
                Keep it out of code and shared places: put it in an environment variable or a secret store.
              </Text>
            </Stack>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button onClick={onClose} variant="brand">
            Done, I have copied it
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
