import type { APIRequestContext } from '@playwright/test';

/** Encodes a tRPC batch GET the way httpBatchLink does (superjson inputs without meta). */
export function batchUrl(procedures: string[], inputs: unknown[]): string {
  const input = Object.fromEntries(inputs.map((value, i) => [String(i), { json: value }]));
  return `/api/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

export interface SearchItem { Pretty_url: string; Title: string; Company: string }

/** The newest live jobs, straight from the api through the gateway. */
export async function latestJobs(request: APIRequestContext, limit = 5): Promise<SearchItem[]> {
  const res = await request.get(batchUrl(['jobs.search'], [{ limit }]));
  if (!res.ok()) throw new Error(`jobs.search answered ${res.status()}`);
  const [item] = await res.json();
  return item.result.data.json.items as SearchItem[];
}
