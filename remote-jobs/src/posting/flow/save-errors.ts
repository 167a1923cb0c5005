import { trpcErrorCode } from '@chainwork/shared-config/react';
import { applyFieldIssues, fieldIssues } from '../api-field-errors';

/** Words for a failed save or action that the api did not explain field by field. */
export function actionErrorMessage(error: unknown): string {
  const code = trpcErrorCode(error);
  if (code === null) return 'We could not reach Chainwork. Check your connection and try again; nothing you typed is lost.';
  if (code === 'UNAUTHORIZED') return 'Your session ended. Sign in again to continue; your draft is kept.';
  if (code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong on our side. Please try again in a moment.';
  return error instanceof Error ? error.message : 'That did not work. Please try again.';
}

/**
 * After a refused save: the api's field errors go beside their fields (`setError`), and
 * the message for the rest (or for a failure with no field errors) is returned for the
 * top of the form; null when every problem found its field.
 */
export function showSaveError(
  error: unknown,
  fields: readonly string[],
  setError: (field: string, message: string) => void,
): string | null {
  const issues = fieldIssues(error);
  if (issues.length === 0) return actionErrorMessage(error);
  const rest = applyFieldIssues(issues, fields, setError);
  return rest.length > 0 ? rest.map((issue) => issue.message).join(' ') : null;
}
