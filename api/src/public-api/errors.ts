/**
 * The API's one error shape, `{ "error": { "code", "message", "param"? } }` (schemas.ts
 * `errorSchema`), for every `/api/v1` failure: bad parameters, unknown keys, missing
 * things, limits, and anything unexpected, which is logged whole and answered masked
 * (never a stack or SQL text).
 */
import { PUBLIC_API_METHOD_NOT_ALLOWED_MESSAGE, type PublicApiErrorCode } from '@chainwork/shared-config/public-api';
import { errorSchema } from './schemas';

export type PublicApiStatus = 400 | 401 | 404 | 405 | 429 | 500 | 503;

const STATUS_OF: Record<PublicApiErrorCode, PublicApiStatus> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** Stable wording for people, per code (bad requests say what is wrong with which parameter). */
export const PUBLIC_API_MESSAGES = {
  unauthorized: 'The API key is unknown or revoked',
  malformedKey: 'The Authorization header must be "Bearer cw_..." with a whole API key',
  jobNotFound: 'No job has this slug',
  companyNotFound: 'No company has this slug',
  routeNotFound: 'No such operation; see /api/v1/openapi.json',
  methodNotAllowed: PUBLIC_API_METHOD_NOT_ALLOWED_MESSAGE,
  internal: 'Internal error; please try again later',
} as const;

export class PublicApiError extends Error {
  constructor(
    readonly code: PublicApiErrorCode,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get status(): PublicApiStatus {
    return STATUS_OF[this.code];
  }

  static badRequest(param: string, problem: string): PublicApiError {
    return new PublicApiError('bad_request', `${param}: ${problem}`, param);
  }
}

/** The error's JSON answer, checked against the documented shape; never cached. */
export function errorResponse(error: PublicApiError, headers: HeadersInit = {}): Response {
  const body = errorSchema.parse({ error: { code: error.code, message: error.message, ...(error.param ? { param: error.param } : {}) } });
  const response = new Response(JSON.stringify(body), { status: error.status, headers });
  response.headers.set('content-type', 'application/json; charset=utf-8');
  response.headers.set('cache-control', 'no-store');
  return response;
}
