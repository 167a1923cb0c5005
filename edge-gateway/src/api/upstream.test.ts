import { describe, expect, it } from 'vitest';
import { callApi } from './upstream';
import { CircuitBreaker } from '../resilience/circuit-breaker';
import type { ApiService } from '../env';

const answer = (response: () => Response): ApiService => ({ fetch: async () => response() });
const call = (api: ApiService, breaker = new CircuitBreaker({ failureThreshold: 2 }), timeoutMs = 100) =>
  callApi(api, 'http://api/trpc/x', { method: 'GET' }, { timeoutMs, breaker });

describe('callApi', () => {
  it('reads the whole answer and counts it as a success', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    const result = await call(
      answer(() => Response.json({ result: { data: 1 } }, { status: 200 })),
      breaker,
    );
    expect(result.kind).toBe('answered');
    if (result.kind === 'answered') expect(new TextDecoder().decode(result.body)).toBe('{"result":{"data":1}}');
    expect(breaker.state).toBe('closed');
  });

  it('passes a tRPC error through as an answer (the api is alive)', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    const result = await call(
      answer(() => Response.json({ error: {} }, { status: 500 })),
      breaker,
    );
    expect(result).toMatchObject({ kind: 'answered', status: 500 });
    expect(breaker.state).toBe('closed');
  });

  it.each([
    [
      'a thrown binding',
      {
        fetch: async () => {
          throw new Error('gone');
        },
      } as ApiService,
      'unreachable',
    ],
    ['a text 503 from the platform', answer(() => new Response('Worker not found', { status: 503 })), 'bad-answer'],
    ['an HTML 500', answer(() => new Response('<h1>Error</h1>', { status: 500, headers: { 'content-type': 'text/html' } })), 'bad-answer'],
    ['no answer', { fetch: () => new Promise<Response>(() => {}) } as ApiService, 'timeout'],
    ['a body that never ends', answer(() => new Response(new ReadableStream({ start() {} }))), 'timeout'],
  ])('classifies %s and counts it as a failure', async (_label, api, kind) => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    expect((await call(api, breaker)).kind).toBe(kind);
    expect(breaker.state).toBe('open');
  });

  it('counts a JSON 502/503/504 as a failure but still hands it back', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    expect(
      await call(
        answer(() => Response.json({ error: {} }, { status: 503 })),
        breaker,
      ),
    ).toMatchObject({ kind: 'answered', status: 503 });
    expect(breaker.state).toBe('open');
  });

  it('does not call the api while the circuit is open', async () => {
    let calls = 0;
    const api: ApiService = {
      fetch: async () => {
        calls += 1;
        throw new Error('down');
      },
    };
    const breaker = new CircuitBreaker({ failureThreshold: 2, openMs: 60_000 });
    await call(api, breaker);
    await call(api, breaker);
    const result = await call(api, breaker);
    expect(result.kind).toBe('circuit-open');
    expect(calls).toBe(2);
  });
});
