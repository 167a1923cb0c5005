import {
  AlertDialog,
  AlertDialogBody,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  Button,
} from '@chakra-ui/react';
import { useRef } from 'react';

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
    <AlertDialog isOpen={isOpen} leastDestructiveRef={stayRef} onClose={onStay} isCentered returnFocusOnClose>
      <AlertDialogOverlay>
        <AlertDialogContent bg="bg.raised" borderWidth="1px" borderColor="border.subtle" mx={4}>
          <AlertDialogHeader fontSize="lg">Leave without saving?</AlertDialogHeader>
          <AlertDialogBody color="fg.muted">
            You changed this step since it was last saved. If you leave now, those changes are lost; everything saved before stays in your
            draft.
          </AlertDialogBody>
          <AlertDialogFooter gap={3} flexWrap="wrap">
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
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialogOverlay>
    </AlertDialog>
  );
}
