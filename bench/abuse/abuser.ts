/**
 * The abusive client: autocannon at many connections, every request a batch of
 * `jobs.facets` over a search no one asked before (a random common-word prefix and random
 * filters), the most expensive read there is: the api's facet cache cannot help.
 * From 127.0.0.1; the visitor has an address of its own.
 */
import { createRequire } from 'node:module';
import { EMPLOYMENT_TYPES, SENIORITIES } from '@chainwork/shared-config';

export const FACETS_PER_REQUEST = 5;
const WORDS = ['eng', 'dev', 'sol', 'rus', 'des', 'mar', 'pro', 'man', 'sen', 'lea', 'dat', 'sec', 'bla', 'cry', 'web', 'sma'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A search whose facet counts are not cached: a fresh combination of text and filters. */
function coldSearch(): Record<string, unknown> {
  return {
    q: `${pick(WORDS)}${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`,
    employmentTypes: EMPLOYMENT_TYPES.filter(() => Math.random() < 0.5),
    seniorities: SENIORITIES.filter(() => Math.random() < 0.5),
  };
}

export function coldFacetsPath(): string {
  const input = Object.fromEntries(Array.from({ length: FACETS_PER_REQUEST }, (_, i) => [String(i), { json: coldSearch() }]));
  return `/api/trpc/${Array.from({ length: FACETS_PER_REQUEST }, () => 'jobs.facets').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

export interface AbuserResult {
  total: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance extends Promise<AutocannonResult> {
  stop(): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export async function abuse(options: { origin: string; connections: number; durationS: number }): Promise<AbuserResult> {
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.durationS,
    timeout: 30,
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: coldFacetsPath() }) }],
  });
  return {
    total: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
