/**
 * The gateway's own tRPC-shaped errors, exactly as the api would send them with the
 * superjson transformer: a batch gets one item per procedure, in order, each naming its
 * procedure; a single call gets one object. The browser's tRPC client then raises a
 * TRPCClientError per call with `data.code`, as if the api had answered. Each item carries
 * the request's id (`data.requestId`, also the `x-request-id` header), so a visitor's
 * complaint leads an operator to the log lines of that request.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { currentRequestId } from '../middleware/request-id';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { TrpcCall } from './call';

export type GatewayErrorCode =
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'METHOD_NOT_SUPPORTED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT';

export interface GatewayError {
  code: GatewayErrorCode;
  httpStatus: number;
  message: string;
  /** Seconds; only where retrying later can work (never after a mutation of unknown fate). */
  retryAfterS?: number;
}

export function trpcErrorItem(error: GatewayError, path?: string) {
  const requestId = currentRequestId();
  return {
    error: {
      json: {
        message: error.message,
        code: TRPC_ERROR_CODES_BY_KEY[error.code],
        data: {
          code: error.code,
          httpStatus: error.httpStatus,
          ...(path === undefined ? {} : { path }),
          ...(requestId === undefined ? {} : { requestId }),
        },
      },
    },
  };
}

export function trpcErrorPayload(error: GatewayError, call: TrpcCall | null) {
  if (call?.batch) return call.procedures.map((path) => trpcErrorItem(error, path));
  return trpcErrorItem(error, call?.procedures.length === 1 ? call.procedures[0] : undefined);
}

export function trpcErrorResponse(error: GatewayError, call: TrpcCall | null, extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({
    'content-type': 'application/json',
    'cache-control': 'no-store',
    [SERVED_BY_HEADER]: SERVED_BY,
    ...extraHeaders,
  });
  if (error.retryAfterS !== undefined) headers.set('retry-after', String(Math.max(1, Math.ceil(error.retryAfterS))));
  return new Response(JSON.stringify(trpcErrorPayload(error, call)), { status: error.httpStatus, headers });
}

/**
 * What an api answer that is not tRPC's JSON becomes (a platform error page, a bare 4xx):
 * the same status as a tRPC error, with a message of the gateway's own, so nothing the
 * client sent (a content type, a path) is echoed back.
 */
export function errorForStatus(status: number): GatewayError {
  switch (status) {
    case 404:
      return { code: 'NOT_FOUND', httpStatus: 404, message: 'No such procedure' };
    case 405:
      return { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, message: 'Use GET for queries and POST for mutations' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, message: 'Request too large' };
    case 415:
      return UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return { code: 'TOO_MANY_REQUESTS', httpStatus: 429, message: 'Too many requests' };
    default:
      return status >= 500
        ? { code: 'BAD_GATEWAY', httpStatus: 502, message: 'The API is unavailable' }
        : { code: 'BAD_REQUEST', httpStatus: 400, message: 'The API refused the request' };
  }
}

export const UNSUPPORTED_MEDIA_TYPE: GatewayError = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  httpStatus: 415,
  message: 'Mutations are sent as application/json',
};
