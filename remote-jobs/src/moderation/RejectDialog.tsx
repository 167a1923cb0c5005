import { Button, FormControl, FormErrorMessage, FormHelperText, FormLabel, Input, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '@chainwork/shared-config/posting';
import {
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
} from '@chainwork/shared-config/chakra-overlays';

/**
 * Rejecting needs a reason: it is mailed to the employer, who fixes the job and resubmits.
 * The reason field takes the focus when the dialog opens; the focus returns to Reject after.
 */
export function RejectDialog({
  title,
  isOpen,
  isRejecting,
  serverError,
  onCancel,
  onReject,
}: {
  title: string;
  isOpen: boolean;
  isRejecting: boolean;
  serverError: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const error =
    touched && length < REJECTION_REASON_MIN
      ? `Write the reason in at least ${REJECTION_REASON_MIN} characters: the employer reads it to fix the job.`
      : serverError;
  return (
    <Modal isOpen={isOpen} onClose={onCancel} initialFocusRef={field} isCentered size="lg">
      <ModalOverlay />
      <ModalContent
        as="form"
        // The reason's own check speaks (beside the field), not the browser's bubble.
        noValidate
        bg="bg.raised"
        borderWidth="1px"
        borderColor="border.subtle"
        mx={4}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (length >= REJECTION_REASON_MIN) onReject(reason.trim());
        }}
      >
        <ModalHeader pr={12}>Reject “{title}”</ModalHeader>
        <ModalCloseButton aria-label="Cancel" />
        <ModalBody>
          <FormControl isInvalid={Boolean(error)} isRequired>
            <FormLabel>Reason for the employer</FormLabel>
            <Input
              as="textarea"
              h="auto"
              py={2}
              ref={field}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              maxLength={REJECTION_REASON_MAX}
              rows={5}
              placeholder="The salary range is missing the top figure, and the apply link leads to a different company's site."
            />
            {error ? (
              <FormErrorMessage>{error}</FormErrorMessage>
            ) : (
              <FormHelperText color="fg.muted">
                Mailed to the employer as written. Say what to change. {length} / {REJECTION_REASON_MAX}
              </FormHelperText>
            )}
          </FormControl>
          <Text fontSize="sm" color="fg.muted" mt={3}>
            The payment is refunded through the payment provider.
          </Text>
        </ModalBody>
        <ModalFooter gap={3}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorScheme="red" isLoading={isRejecting} loadingText="Rejecting">
            Reject and notify
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
