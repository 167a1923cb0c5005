/**
 * The gateway's own tRPC client for the api (job page metadata, the feeds): the api's
 * `AppRouter` types it, so the gateway restates no part of the contract. Its fetch goes
 * through the `API` service binding via `callApi`, so every call keeps the deadline
 * (headers and body) and the circuit breaker. One procedure per request (httpLink): the
 * gateway never needs two at once.
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@chainwork/api';
import superjson from 'superjson';
import { READ_COST_HEADER } from '@chainwork/shared-config';
import { API_ORIGIN, type ApiService } from '../env';
import { callApi, type UpstreamOptions, type UpstreamResult } from './upstream';

export const UPSTREAM_TRPC_PATH = '/trpc';

/** The api did not answer (or not as it does): the call never reached the contract. */
export class ApiUnavailable extends Error {}

function reasonOf(result: Exclude<UpstreamResult, { kind: 'answered' }>): string {
  switch (result.kind) {
    case 'circuit-open':
      return 'circuit open';
    case 'shed':
      return 'too many api calls in flight';
    case 'timeout':
      return 'timeout';
    case 'unreachable':
      return 'fetch failed';
    case 'bad-answer':
      return `unexpected response (${result.status})`;
  }
}

export interface ApiClientOptions extends UpstreamOptions {
  /** Told what the api reports an answer's cache misses cost (READ_COST_HEADER), for a read budget. */
  onReadCost?: (units: number) => void;
}

/** A fetch (for tRPC's link and for Hono's `hc`) that calls the binding through `callApi`. */
export function bindingFetch(api: ApiService, options: ApiClientOptions): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const result = await callApi(
      api,
      url,
      {
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body == null ? null : await new Response(init.body).arrayBuffer(),
      },
      options,
    );
    if (result.kind !== 'answered') throw new ApiUnavailable(reasonOf(result));
    const cold = Number(result.headers.get(READ_COST_HEADER) ?? 0);
    if (options.onReadCost && Number.isInteger(cold) && cold > 0) options.onReadCost(cold);
    return new Response(result.body, { status: result.status, statusText: result.statusText, headers: result.headers });
  };
}

export function apiClient(api: ApiService, options: ApiClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${API_ORIGIN}${UPSTREAM_TRPC_PATH}`, transformer: superjson, fetch: bindingFetch(api, options) })],
  });
}

export type ApiFailure =
  /** The api answered with a tRPC error: `code` is its TRPC_ERROR_CODE_KEY (NOT_FOUND, ...). */
  { kind: 'error'; code: string; status: number } | { kind: 'unavailable'; reason: string };

/** What a failed call means: an answer of the api (an error of the contract), or no answer at all. */
export function classifyFailure(error: unknown): ApiFailure {
  if (error instanceof TRPCClientError) {
    if (error.cause instanceof ApiUnavailable) return { kind: 'unavailable', reason: error.cause.message };
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
      const status = 'httpStatus' in data && typeof data.httpStatus === 'number' ? data.httpStatus : 0;
      return { kind: 'error', code: data.code, status };
    }
    return { kind: 'unavailable', reason: `unreadable response (${error.message})` };
  }
  return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
}
