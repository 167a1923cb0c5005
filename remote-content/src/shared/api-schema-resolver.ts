import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType, core } from 'zod';
import { apiFailure } from './api-error';

/**
 * The api's own input schema as a content form's resolver (react-hook-form): the values are
 * checked before anything is sent, each field's first message beside it, and the form submits
 * what the schema parsed. `toInput` turns the form's values into what the schema reads
 * (defaults, the honeypot, a token); without it the schema reads them as they are. Written
 * over the schema's own safeParse rather than zodResolver, whose types assume the schema reads
 * the form's values.
 */
export function apiSchemaResolver<Values extends FieldValues, Parsed>(
  schema: ZodType<Parsed>,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Parsed> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(firstMessageByField(result.error.issues), options) };
  };
}

/** Each field's first issue, by its dotted path, as react-hook-form's errors. */
function firstMessageByField(issues: readonly core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors;
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
