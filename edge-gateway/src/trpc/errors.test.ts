import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { trpcErrorPayload, trpcErrorResponse, type GatewayError } from './errors';

const timeout: GatewayError = { code: 'GATEWAY_TIMEOUT', httpStatus: 504, message: 'The API did not answer in time', retryAfterS: 5 };
const procedure = fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,8}){0,2}$/);

describe('tRPC-shaped gateway errors', () => {
  it('answers one item per procedure of a batch, in order, each naming its procedure', () => {
    fc.assert(
      fc.property(fc.array(procedure, { minLength: 1, maxLength: 10 }), (procedures) => {
        const payload = trpcErrorPayload(timeout, { procedures, batch: true }) as Array<{ error: { json: { data: { path: string } } } }>;
        expect(payload).toHaveLength(procedures.length);
        expect(payload.map((item) => item.error.json.data.path)).toEqual(procedures);
      }),
    );
  });

  it('answers a single call with one object, decodable by superjson as tRPC does', () => {
    const payload = trpcErrorPayload(timeout, { procedures: ['jobs.bySlug'], batch: false }) as { error: unknown };
    expect(superjson.deserialize(payload.error as never)).toEqual({
      message: 'The API did not answer in time',
      code: -32603,
      data: { code: 'GATEWAY_TIMEOUT', httpStatus: 504, path: 'jobs.bySlug' },
    });
  });

  it('sets status, JSON type, no-store and a whole-second Retry-After', async () => {
    const response = trpcErrorResponse({ ...timeout, retryAfterS: 0.2 }, null);
    expect(response.status).toBe(504);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toMatchObject({ error: { json: { data: { code: 'GATEWAY_TIMEOUT' } } } });
  });

  it('leaves Retry-After out when retrying would not be safe', () => {
    const { retryAfterS: _none, ...noRetry } = timeout;
    expect(trpcErrorResponse(noRetry, null).headers.get('retry-after')).toBeNull();
  });
});
