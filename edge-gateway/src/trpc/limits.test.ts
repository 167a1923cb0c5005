import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_ITEMS, TRPC_MAX_BODY_BYTES, TRPC_MAX_URL_LENGTH } from '@chainwork/shared-config';
import { batchSizeError, readBodyWithin, urlLengthError } from './limits';

describe('limits', () => {
  it('accepts a batch up to the shared limit and refuses one more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TRPC_MAX_BATCH_ITEMS * 3 }), (count) => {
        const error = batchSizeError({ procedures: Array.from({ length: count }, () => 'jobs.search'), batch: true });
        if (count <= TRPC_MAX_BATCH_ITEMS) expect(error).toBeNull();
        else expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
      }),
    );
  });

  it('measures path and query, not the origin', () => {
    const room = TRPC_MAX_URL_LENGTH - '/api/trpc/jobs.search?input='.length;
    expect(urlLengthError(new URL(`https://a-very-long-host-name.example/api/trpc/jobs.search?input=${'x'.repeat(room)}`))).toBeNull();
    expect(urlLengthError(new URL(`http://x/api/trpc/jobs.search?input=${'x'.repeat(room + 1)}`))).toMatchObject({
      httpStatus: 414,
      code: 'BAD_REQUEST',
    });
  });

  /** readBodyWithin in a route, as the proxy calls it; answers the bytes read or "too-large". */
  async function readBody(body: BodyInit, headers: Record<string, string> = {}): Promise<ArrayBuffer | 'too-large'> {
    let read: ArrayBuffer | 'too-large' = 'too-large';
    const app = new Hono();
    app.post('*', async (c) => {
      read = await readBodyWithin(c);
      return c.body(null, 204);
    });
    await app.request('http://x/api/trpc/a', { method: 'POST', body, headers });
    return read;
  }

  it('reads a body up to the limit byte for byte', async () => {
    const bytes = new Uint8Array(TRPC_MAX_BODY_BYTES).map((_, i) => i % 251);
    const read = await readBody(bytes);
    expect(read).not.toBe('too-large');
    const got = new Uint8Array(read as ArrayBuffer);
    expect(got.byteLength).toBe(bytes.byteLength);
    expect(got.every((value, i) => value === bytes[i])).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    expect(await readBody('small', { 'content-length': String(TRPC_MAX_BODY_BYTES + 1) })).toBe('too-large');
  });

  it('refuses a streamed body that grows past the limit', async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > TRPC_MAX_BODY_BYTES * 4) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    expect(await readBody(stream)).toBe('too-large');
    expect(sent).toBeLessThan(TRPC_MAX_BODY_BYTES * 2);
  });
});
