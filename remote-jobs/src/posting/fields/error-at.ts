import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of the error at a dotted path (`salary.max`, `workplace.area`), for fields inside unions. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
