/**
 * A tRPC query to the api over its HTTP wire format (GET, superjson input), for the
 * gateway's own needs: job page metadata and the feeds. The caller validates the data.
 */
import superjson from 'superjson';
import { z } from 'zod';
import { API_ORIGIN, type ApiService } from '../env';
import { callApi, type UpstreamOptions } from './upstream';

export const UPSTREAM_TRPC_PATH = '/trpc';

export type QueryResult =
  /** `raw`: the data in superjson's wire form, as the api sent it (what a browser's tRPC client would receive). */
  | { kind: 'data'; data: unknown; raw: unknown }
  | { kind: 'error'; code: string; status: number }
  | { kind: 'unavailable'; reason: string };

const successEnvelope = z.object({ result: z.object({ data: z.unknown() }) });
const errorEnvelope = z.object({ error: z.unknown() });
const errorShape = z.object({ data: z.object({ code: z.string() }) });

export function queryUrl(procedure: string, input?: unknown): string {
  const base = `${API_ORIGIN}${UPSTREAM_TRPC_PATH}/${procedure}`;
  return input === undefined ? base : `${base}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

function reasonOf(kind: 'circuit-open' | 'timeout' | 'unreachable' | 'bad-answer', status?: number): string {
  switch (kind) {
    case 'circuit-open': return 'circuit open';
    case 'timeout': return 'timeout';
    case 'unreachable': return 'fetch failed';
    case 'bad-answer': return `unexpected response (${status})`;
  }
}

export async function queryApi(api: ApiService, procedure: string, input: unknown, options: UpstreamOptions): Promise<QueryResult> {
  const result = await callApi(api, queryUrl(procedure, input), {
    method: 'GET',
    headers: new Headers({ accept: 'application/json' }),
  }, options);
  if (result.kind !== 'answered') return { kind: 'unavailable', reason: reasonOf(result.kind, 'status' in result ? result.status : undefined) };

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(result.body));
  } catch {
    return { kind: 'unavailable', reason: `unreadable response (${result.status})` };
  }
  const failure = errorEnvelope.safeParse(body);
  if (failure.success) {
    const shape = errorShape.safeParse(superjson.deserialize(failure.data.error as never));
    return shape.success
      ? { kind: 'error', code: shape.data.data.code, status: result.status }
      : { kind: 'unavailable', reason: `api error (${result.status})` };
  }
  const success = successEnvelope.safeParse(body);
  if (result.status >= 400 || !success.success) return { kind: 'unavailable', reason: `unexpected response (${result.status})` };
  return { kind: 'data', data: superjson.deserialize(success.data.result.data as never), raw: success.data.result.data };
}
