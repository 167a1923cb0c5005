import { Alert, AlertDescription, AlertIcon, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint';
import { createPendingFlag } from './pending-flag';
import { SaveButton } from './SaveButton';
import { SAVE_BUTTON_STYLES } from './save-button-styles';

/**
 * What a step's save came to: `left` when it moved the employer on (the button stays busy until
 * the step is gone), `stayed` when the step is still to fix (invalid, refused, failed).
 */
export type SubmitOutcome = 'left' | 'stayed';

/**
 * One step of the flow: its heading (focused when the step opens, so keyboard and screen
 * reader users start at the top of the new step), its fields, a message for a failure that
 * belongs to no field, and Back / Continue.
 *
 * Submitting marks the button busy and nothing else at once; the step's own work (`onSubmit`:
 * validating, saving, moving on) starts after that frame is painted, so the press is answered
 * without re-rendering the step's fields. While busy, another submission (a double click, Enter
 * in a field) is ignored.
 */
export function StepCard({
  title,
  lead,
  children,
  onSubmit,
  onBack,
  submitLabel = 'Save and continue',
  isSaving = false,
  formError,
  aside,
  focusOnOpen = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The step's work once the press is painted; a promise keeps the button busy until it settles. */
  onSubmit: () => Promise<SubmitOutcome> | void;
  onBack?: () => void;
  submitLabel?: string;
  isSaving?: boolean;
  formError?: string | null;
  aside?: ReactNode;
  /** True when the employer moved here from another step (not on the page's first load). */
  focusOnOpen?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending] = useState(createPendingFlag);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.get() || isSaving) return;
    pending.set(true);
    void (async () => {
      let outcome: SubmitOutcome | void = 'stayed';
      try {
        await afterNextPaint();
        outcome = await onSubmit();
      } finally {
        if (outcome !== 'left') pending.set(false);
      }
    })();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="posting-step-heading">
      <Box
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="2xl"
        px={{ base: 5, md: 10 }}
        py={{ base: 6, md: 10 }}
      >
        <Stack spacing={2} mb={{ base: 6, md: 8 }}>
          <Heading
            id="posting-step-heading"
            ref={heading}
            tabIndex={-1}
            as="h2"
            size="lg"
            letterSpacing="-0.01em"
            _focus={{ outline: 'none' }}
          >
            {title}
          </Heading>
          {lead ? <Text color="fg.muted">{lead}</Text> : null}
        </Stack>
        <Stack spacing={{ base: 6, md: 7 }}>{children}</Stack>
        {formError ? (
          <Alert status="error" variant="left-accent" borderRadius="lg" mt={6}>
            <AlertIcon />
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        {aside}
        <Flex
          mt={{ base: 8, md: 10 }}
          gap={3}
          justify="space-between"
          direction={{ base: 'column-reverse', sm: 'row' }}
          sx={SAVE_BUTTON_STYLES}
        >
          {onBack ? (
            <Button variant="ghost" onClick={onBack} size="lg">
              ← Back
            </Button>
          ) : (
            <Box />
          )}
          <SaveButton pending={pending} isSaving={isSaving} label={submitLabel} />
        </Flex>
      </Box>
    </form>
  );
}
