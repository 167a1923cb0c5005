import { Alert, AlertDescription, AlertIcon, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';

/**
 * One step of the flow: its heading (focused when the step opens, so keyboard and screen
 * reader users start at the top of the new step), its fields, a message for a failure that
 * belongs to no field, and Back / Continue.
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
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack?: () => void;
  submitLabel?: string;
  isSaving?: boolean;
  formError?: string | null;
  aside?: ReactNode;
  /** True when the employer moved here from another step (not on the page's first load). */
  focusOnOpen?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="posting-step-heading">
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
        <Flex mt={{ base: 8, md: 10 }} gap={3} justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
          {onBack ? (
            <Button variant="ghost" onClick={onBack} size="lg">
              ← Back
            </Button>
          ) : (
            <Box />
          )}
          <Button type="submit" size="lg" px={8} isLoading={isSaving} loadingText="Saving" variant="brand">
            {submitLabel}
          </Button>
        </Flex>
      </Box>
    </form>
  );
}
