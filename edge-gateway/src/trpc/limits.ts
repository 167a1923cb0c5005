/**
 * The request limits of `/api/trpc` (values in shared-config, where the client's
 * `maxItems` comes from too). Each check answers with the error to send, or null.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TRPC_MAX_BATCH_ITEMS, TRPC_MAX_BODY_BYTES, TRPC_MAX_URL_LENGTH } from '@chainwork/shared-config';
import type { TrpcCall } from './call';
import type { GatewayError } from './errors';

export function urlLengthError(url: URL): GatewayError | null {
  const length = url.pathname.length + url.search.length;
  if (length <= TRPC_MAX_URL_LENGTH) return null;
  return { code: 'BAD_REQUEST', httpStatus: 414, message: `Request URL too long (${length} characters; at most ${TRPC_MAX_URL_LENGTH})` };
}

export function batchSizeError(call: TrpcCall): GatewayError | null {
  const count = call.procedures.length;
  if (count <= TRPC_MAX_BATCH_ITEMS) return null;
  return {
    code: 'PAYLOAD_TOO_LARGE',
    httpStatus: 413,
    message: `Too many procedures in one request (${count}; at most ${TRPC_MAX_BATCH_ITEMS})`,
  };
}

export const BODY_TOO_LARGE: GatewayError = {
  code: 'PAYLOAD_TOO_LARGE',
  httpStatus: 413,
  message: `Request body too large (at most ${TRPC_MAX_BODY_BYTES} bytes)`,
};

/**
 * The whole body, or 'too-large' as soon as it passes `maxBytes`, through Hono's
 * `bodyLimit`: a declared Content-Length is refused up front, an undeclared one is counted
 * while read and reading stops at the limit. What it lacks, and this adds: the body as a
 * value in the proxy's straight path (its `onError` answers a Response; the proxy answers
 * its own tRPC-shaped 413 after the rate limit, so a refused client costs no body read).
 */
export async function readBodyWithin(c: Context, maxBytes = TRPC_MAX_BODY_BYTES): Promise<ArrayBuffer | 'too-large'> {
  let body: ArrayBuffer | 'too-large' = 'too-large';
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => new Response(null, { status: 413 }) });
  await limit(c, async () => {
    body = await c.req.raw.arrayBuffer();
  });
  return body;
}
