/**
 * What a failed content call means for the person in front of the form. Read structurally:
 * the error class may come from another container's copy of @trpc/client.
 */
export interface ApiFailure {
  code: string | null;
  message: string;
  /** Input problems by field (from the api's `data.issues`), first message each. */
  fields: Record<string, string>;
}

const GENERIC = 'Something went wrong on our side. Please try again in a moment.';

export function apiFailure(error: unknown): ApiFailure {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data?: unknown }).data : undefined;
  const record = typeof data === 'object' && data !== null ? (data as { code?: unknown; issues?: unknown }) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  const fields: Record<string, string> = {};
  if (Array.isArray(record.issues)) {
    for (const issue of record.issues as Array<{ path?: unknown; message?: unknown }>) {
      const key = typeof issue.path === 'string' ? issue.path.split('.')[0]! : '';
      if (key && typeof issue.message === 'string' && !(key in fields)) fields[key] = issue.message;
    }
  }
  const message =
    error instanceof Error && code && code !== 'INTERNAL_SERVER_ERROR' && !Object.keys(fields).length ? error.message : GENERIC;
  return { code, message: Object.keys(fields).length ? 'Please check the fields marked below.' : message, fields };
}

/** Whether a query failed because the visitor is not signed in, or not allowed. */
export function refusal(error: unknown): 'sign-in' | 'forbidden' | null {
  const { code } = apiFailure(error);
  return code === 'UNAUTHORIZED' ? 'sign-in' : code === 'FORBIDDEN' ? 'forbidden' : null;
}
