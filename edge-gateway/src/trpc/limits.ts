/**
 * The request limits of `/api/trpc` (values in shared-config, where the client's
 * `maxItems` comes from too). Each check answers with the error to send, or null.
 */
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
  return { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, message: `Too many procedures in one request (${count}; at most ${TRPC_MAX_BATCH_ITEMS})` };
}

export const BODY_TOO_LARGE: GatewayError = {
  code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, message: `Request body too large (at most ${TRPC_MAX_BODY_BYTES} bytes)`,
};

/**
 * The whole body, or 'too-large' as soon as it passes `maxBytes`: a declared
 * Content-Length is refused up front, an undeclared or lying one is counted while read.
 */
export async function readBodyWithin(request: Request, maxBytes = TRPC_MAX_BODY_BYTES): Promise<ArrayBuffer | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) return 'too-large';
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
