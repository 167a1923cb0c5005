import {
  AlertDialog,
  AlertDialogBody,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  Button,
  Text,
} from '@chakra-ui/react';
import { useRef } from 'react';

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
    <AlertDialog isOpen={isOpen} leastDestructiveRef={cancelRef} onClose={onCancel} isCentered>
      <AlertDialogOverlay>
        <AlertDialogContent bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
          <AlertDialogHeader fontSize="lg">Close “{title}”?</AlertDialogHeader>
          <AlertDialogBody>
            <Text color="fg.muted">
              Use this when the position is filled. The job page will say the job is closed, stop taking applications and leave the search.
              A closed job cannot be reopened.
            </Text>
            {error ? (
              <Text color="red.300" mt={3} role="alert">
                {error}
              </Text>
            ) : null}
          </AlertDialogBody>
          <AlertDialogFooter gap={3}>
            <Button ref={cancelRef} onClick={onCancel} variant="ghost">
              Keep it open
            </Button>
            <Button colorScheme="red" onClick={onConfirm} isLoading={isClosing} loadingText="Closing">
              Close job: position filled
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialogOverlay>
    </AlertDialog>
  );
}
