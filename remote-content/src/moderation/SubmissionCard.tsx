import { Box, Button, FormControl, FormErrorMessage, FormLabel, HStack, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@chainwork/shared-config/chakra-content';
import { useId, useState, type ReactNode } from 'react';
import { CONTENT_LIMITS } from '@chainwork/shared-config/content';
import { FormAlert } from '../shared/FormAlert';
import { FieldsEditor, type FieldSpec } from './FieldsEditor';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface DecisionHandlers {
  /** Approve as is, or with the moderator's edits (the queue turns them into its input). */
  approve: (edits?: Record<string, string>) => Promise<void>;
  reject: (note: string) => Promise<void>;
}

/**
 * One pending submission and the three decisions every queue offers: approve, edit before
 * approving, reject with a note. The job queue (remote-jobs) follows the same layout.
 */
export function SubmissionCard({
  title,
  submittedAt,
  children,
  specs,
  initial,
  handlers,
}: {
  title: string;
  submittedAt: Date;
  children: ReactNode;
  specs: readonly FieldSpec[];
  initial: Record<string, string>;
  handlers: DecisionHandlers;
}) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [values, setValues] = useState(initial);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
      setFailure(error instanceof Error ? error.message : 'That did not work; please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="article"
      aria-labelledby={`${id}-title`}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={{ base: 4, md: 5 }}
    >
      <Stack spacing={4}>
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" spacing={2}>
          <Text as="h3" id={`${id}-title`} fontWeight="bold" fontSize="lg">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Sent {WHEN.format(submittedAt)}
          </Text>
        </HStack>
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {mode === 'edit' ? (
          <FieldsEditor
            idPrefix={id}
            specs={specs}
            values={values}
            errors={errors}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
        ) : (
          children
        )}
        {mode === 'reject' ? (
          <FormControl isInvalid={Boolean(errors.note)}>
            <FormLabel htmlFor={`${id}-note`}>Why is it rejected? (kept for the record)</FormLabel>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={CONTENT_LIMITS.moderationNoteMax}
              rows={2}
              onChange={(e) => setNote(e.target.value)}
              bg="bg.canvas"
            />
            {errors.note ? <FormErrorMessage>{errors.note}</FormErrorMessage> : null}
          </FormControl>
        ) : null}
        <HStack spacing={3} flexWrap="wrap">
          {mode === 'view' ? (
            <>
              <Button
                colorScheme="green"
                isLoading={busy}
                onClick={() => {
                  void run(() => handlers.approve());
                }}
              >
                Approve
              </Button>
              <Button variant="outline" colorScheme="whiteAlpha" color="white" isDisabled={busy} onClick={() => setMode('edit')}>
                Edit before approving
              </Button>
              <Button variant="ghost" colorScheme="red" isDisabled={busy} onClick={() => setMode('reject')}>
                Reject
              </Button>
            </>
          ) : null}
          {mode === 'edit' ? (
            <>
              <Button
                colorScheme="green"
                isLoading={busy}
                onClick={() => {
                  void run(() => handlers.approve(values));
                }}
              >
                Save and approve
              </Button>
              <Button
                variant="ghost"
                colorScheme="whiteAlpha"
                isDisabled={busy}
                onClick={() => {
                  setMode('view');
                  setValues(initial);
                  setErrors({});
                }}
              >
                Cancel
              </Button>
            </>
          ) : null}
          {mode === 'reject' ? (
            <>
              <Button
                colorScheme="red"
                isLoading={busy}
                onClick={() => {
                  if (!note.trim()) {
                    setErrors({ note: 'Please say why, for the record' });
                    return;
                  }
                  void run(() => handlers.reject(note.trim()));
                }}
              >
                Reject with this note
              </Button>
              <Button
                variant="ghost"
                colorScheme="whiteAlpha"
                isDisabled={busy}
                onClick={() => {
                  setMode('view');
                  setErrors({});
                }}
              >
                Cancel
              </Button>
            </>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
