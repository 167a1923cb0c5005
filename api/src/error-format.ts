import type { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ERROR_MESSAGES } from './error-messages';

/** One input problem, in the shape clients get under `data.issues` of a BAD_REQUEST. */
export interface InputIssue {
  path: string;
  message: string;
}

export interface ApiErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  issues?: InputIssue[];
}

/** The most issues a response carries: enough to fix a request, never a flood. */
const MAX_ISSUES = 10;

/**
 * What a client may learn from an error. Internal errors carry SQL text, driver
 * messages and stacks in their message and cause, so they are replaced whole by a
 * generic message; the shape is rebuilt field by field so no stack can ride along.
 */
export function formatApiError(input: {
  shape: { message: string; code: number; data: { httpStatus: number; path?: string } };
  error: TRPCError;
}): { message: string; code: number; data: ApiErrorData } {
  const { shape, error } = input;
  const data: ApiErrorData = { code: error.code, httpStatus: shape.data.httpStatus };
  if (shape.data.path !== undefined) data.path = shape.data.path;

  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { message: ERROR_MESSAGES.internal, code: shape.code, data };
  }
  const issues = error.code === 'BAD_REQUEST' ? schemaIssues(error.cause) : null;
  if (issues) {
    data.issues = issues;
    return { message: issues.map(describeIssue).join('; '), code: shape.code, data };
  }
  return { message: error.message, code: shape.code, data };
}

/** Issues of a failed input validation (zod or any Standard Schema), else null. */
function schemaIssues(cause: unknown): InputIssue[] | null {
  if (typeof cause !== 'object' || cause === null || !('issues' in cause)) return null;
  const { issues } = cause as { issues: unknown };
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return issues.slice(0, MAX_ISSUES).map((issue: { path?: ReadonlyArray<unknown>; message?: unknown }) => ({
    path: (issue.path ?? [])
      .map((key) => (typeof key === 'object' && key !== null && 'key' in key ? String(key.key) : String(key)))
      .join('.'),
    message: typeof issue.message === 'string' ? issue.message : 'Invalid value',
  }));
}

function describeIssue(issue: InputIssue): string {
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}
