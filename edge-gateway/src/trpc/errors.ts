/**
 * The gateway's own tRPC-shaped errors, exactly as the api would send them with the
 * superjson transformer: a batch gets one item per procedure, in order, each naming its
 * procedure; a single call gets one object. The browser's tRPC client then raises a
 * TRPCClientError per call with `data.code`, as if the api had answered.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { TrpcCall } from './call';

export type GatewayErrorCode =
  | 'BAD_REQUEST' | 'FORBIDDEN' | 'PAYLOAD_TOO_LARGE' | 'METHOD_NOT_SUPPORTED' | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY' | 'GATEWAY_TIMEOUT';

export interface GatewayError {
  code: GatewayErrorCode;
  httpStatus: number;
  message: string;
  /** Seconds; only where retrying later can work (never after a mutation of unknown fate). */
  retryAfterS?: number;
}

export function trpcErrorItem(error: GatewayError, path?: string) {
  return {
    error: {
      json: {
        message: error.message,
        code: TRPC_ERROR_CODES_BY_KEY[error.code],
        data: { code: error.code, httpStatus: error.httpStatus, ...(path === undefined ? {} : { path }) },
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
