import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldErrors } from '@chainwork/shared-config/schemas/content';
import { apiFailure } from './api-error';

/**
 * What every submission form of the content pages does with its values: keeps them, checks
 * them with the api's own schema before anything is sent (messages beside the fields),
 * sends them, and puts the api's field messages in the same place when it refuses them.
 * `toInput` turns the values into what the schema reads (defaults, the honeypot, a token);
 * without it the schema reads the values as they are.
 */
export function useSubmissionForm<Values extends object, Parsed>({
  empty,
  schema,
  toInput,
  mutation,
}: {
  empty: Values;
  /** The api's own input schema. */
  schema: ZodType<Parsed>;
  toInput?: (values: Values) => unknown;
  /** react-query's mutation (its `mutate`), or a function that adds what the schema leaves out. */
  mutation: { mutate: (input: Parsed, options: { onError: (error: unknown) => void }) => void };
}) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput ? toInput(form) : form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, { onError: (error) => setErrors(apiFailure(error).fields) });
  };

  return { form, set, errors, submit };
}
