import { trpcErrorCode } from '@chainwork/shared-config/react';

/** One input problem as the api reports it under `data.issues` of a BAD_REQUEST. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The field problems of a refused save, or [] for any other failure. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (trpcErrorCode(error) !== 'BAD_REQUEST') return [];
  const issues = (error as { data?: { issues?: unknown } }).data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' && issue !== null && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

/**
 * Puts the api's field errors beside the form's fields. An issue's path may carry the
 * procedure's wrapping (`job.title`, `values.title`): the longest suffix that names a field
 * of the form wins. What matches no field is returned, for a message above the form.
 */
export function applyFieldIssues(
  issues: readonly FieldIssue[],
  fields: readonly string[],
  setError: (field: string, message: string) => void,
): FieldIssue[] {
  const known = new Set(fields);
  const unmatched: FieldIssue[] = [];
  for (const issue of issues) {
    const parts = issue.path.split('.');
    const field = parts
      .map((_, i) => parts.slice(i).join('.'))
      .find((candidate) => known.has(candidate) || known.has(candidate.split('.')[0]!));
    if (field) setError(known.has(field) ? field : field.split('.')[0]!, issue.message);
    else unmatched.push(issue);
  }
  return unmatched;
}
