import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { apiFailure } from './api-error';
import { FormAlert } from './FormAlert';

/**
 * A submission form's frame: the form with the api's refusal above its fields, or, once
 * the submission is sent, the thanks in its place (the form is done with).
 */
export function SubmissionForm({
  label,
  onSubmit,
  status,
  thanks,
  notSent,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  status: { isSuccess: boolean; isError: boolean; error: unknown };
  thanks: { title: string; body: ReactNode };
  /** The title of the refusal: "Your event was not sent". */
  notSent: string;
  children: ReactNode;
}) {
  if (status.isSuccess) {
    return (
      <FormAlert status="success" title={thanks.title}>
        {thanks.body}
      </FormAlert>
    );
  }
  return (
    <Stack as="form" spacing={5} onSubmit={onSubmit} noValidate position="relative" aria-label={label}>
      {status.isError ? (
        <FormAlert status="error" title={notSent}>
          {apiFailure(status.error).message}
        </FormAlert>
      ) : null}
      {children}
    </Stack>
  );
}
