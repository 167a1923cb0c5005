/**
 * One call to the api Worker through its service binding, bounded in time (headers AND
 * body), guarded by the circuit breaker and by the isolate's cap on calls in flight (load
 * shedding), under the request's id. Never retried: a query is retried by the browser's tRPC
 * client, and a mutation must not run twice. The only `api.fetch` of the gateway: the typed
 * clients (client.ts for procedures, routes-client.ts for plain routes) and the tRPC proxy's
 * byte-for-byte forwarding all call through here (scripts/workspace/boundaries.test.ts checks it).
 */
import type { ApiService } from '../env';
import { logError } from '../log/log';
import { currentRequestId, REQUEST_ID_HEADER } from '../middleware/request-id';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import { DeadlineExceeded, withDeadline } from '../resilience/deadline';
import type { LoadShedder } from '../resilience/load-shedder';

export type UpstreamResult =
  /** The api answered (any status); its body was read in full. */
  | { kind: 'answered'; status: number; statusText: string; headers: Headers; body: ArrayBuffer }
  /** The breaker is open: the api was not called. */
  | { kind: 'circuit-open'; retryAfterMs: number }
  /** Too many calls in flight in this isolate: the api was not called. */
  | { kind: 'shed' }
  | { kind: 'timeout' }
  /** The binding threw: the api Worker is not there. */
  | { kind: 'unreachable' }
  /** A 5xx that is not tRPC's JSON: a platform error page, "Worker not found", a crash. */
  | { kind: 'bad-answer'; status: number };

export interface UpstreamOptions {
  timeoutMs: number;
  breaker?: CircuitBreaker;
  shedder?: LoadShedder;
}

export function isJson(headers: Headers): boolean {
  return /^application\/json\b/i.test(headers.get('content-type') ?? '');
}

/** An api that answers like this is in trouble, whatever the body says. */
function isFailureStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export async function callApi(
  api: ApiService,
  url: string,
  init: { method: string; headers?: Headers; body?: ArrayBuffer | null },
  options: UpstreamOptions,
): Promise<UpstreamResult> {
  const release = options.shedder ? options.shedder.enter() : () => {};
  if (!release) return { kind: 'shed' };
  try {
    return await admittedCall(api, url, init, options);
  } finally {
    release();
  }
}

async function admittedCall(
  api: ApiService,
  url: string,
  init: { method: string; headers?: Headers; body?: ArrayBuffer | null },
  options: UpstreamOptions,
): Promise<UpstreamResult> {
  const admission = options.breaker?.admit() ?? { allowed: true as const };
  if (!admission.allowed) return { kind: 'circuit-open', retryAfterMs: admission.retryAfterMs };
  let result: UpstreamResult;
  try {
    result = await withDeadline(options.timeoutMs, async (signal) => {
      const headers = init.headers ?? new Headers();
      // The api logs under the gateway's request id; a client's own value never reaches it.
      const requestId = currentRequestId();
      if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
      const response = await api.fetch(
        new Request(url, {
          method: init.method,
          headers,
          body: init.body ?? null,
          redirect: 'manual',
          signal,
        }),
      );
      // Read inside the deadline: a stalled body must not hang the visitor either.
      const body = await response.arrayBuffer();
      if (response.status >= 500 && !isJson(response.headers)) return { kind: 'bad-answer', status: response.status } as const;
      return { kind: 'answered', status: response.status, statusText: response.statusText, headers: response.headers, body } as const;
    });
  } catch (error) {
    result = error instanceof DeadlineExceeded ? { kind: 'timeout' } : { kind: 'unreachable' };
    if (result.kind === 'unreachable') logError('api binding failed:', error);
  }
  const failed = result.kind !== 'answered' || isFailureStatus(result.status);
  if (failed) options.breaker?.failure();
  else options.breaker?.success();
  return result;
}
