import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { apiFailure } from './api-error';

/**
 * The api's own input schema as a content form's resolver (react-hook-form with zodResolver):
 * the values are checked before anything is sent, each field's first message beside it, and
 * the form submits what the schema parsed. `toInput` turns the form's values into what the
 * schema reads (defaults, the honeypot, a token); without it the schema reads them as they are.
 */
export function apiSchemaResolver<Values extends FieldValues, Parsed>(
  schema: ZodType<Parsed>,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Parsed> {
  // The schema reads the api's input, not the form's values: `toInput` bridges the two types.
  const resolve = zodResolver(schema as ZodType<Parsed, FieldValues>) as unknown as Resolver<FieldValues, unknown, Parsed>;
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<Values, unknown, Parsed>
    >;
}

/** The api's refusal of single fields, each message beside its field (the form's own `setError`). */
export function showApiFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>): void {
  for (const [field, message] of Object.entries(apiFailure(error).fields)) setError(field as Path<Values>, { type: 'server', message });
}

/** Each field's message, by field name: what the fields show (`error={errors.name}`). */
export function fieldMessages(errors: FieldErrors): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, typeof error?.message === 'string' ? error.message : undefined]),
  );
}
