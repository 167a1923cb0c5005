import type { APIRequestContext } from '@playwright/test';

/** Encodes a tRPC batch GET the way httpBatchLink does (superjson inputs without meta). */
export function batchUrl(procedures: string[], inputs: unknown[]): string {
  const input = Object.fromEntries(inputs.map((value, i) => [String(i), { json: value }]));
  return `/api/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

export interface SearchItem {
  Pretty_url: string;
  Title: string;
  Company: string;
}

/** The newest live jobs, straight from the api through the gateway. */
export async function latestJobs(request: APIRequestContext, limit = 5): Promise<SearchItem[]> {
  const res = await request.get(batchUrl(['jobs.search'], [{ limit }]));
  if (!res.ok()) throw new Error(`jobs.search answered ${res.status()}`);
  const [item] = await res.json();
  return item.result.data.json.items as SearchItem[];
}

export interface SearchPage {
  items: Array<SearchItem & { numeric_salary: number | null; locationLabel: string; tags: string[] }>;
  total: number;
  totalIsExact: boolean;
  nextCursor: string | null;
}

/** One jobs.search call through the gateway, as the browser makes it. */
export async function searchApi(request: APIRequestContext, input: Record<string, unknown>): Promise<SearchPage> {
  const res = await request.get(batchUrl(['jobs.search'], [input]));
  const [item] = await res.json();
  if (!item.result) throw new Error(`jobs.search failed: ${JSON.stringify(item.error?.json?.message)}`);
  return item.result.data.json as SearchPage;
}

/**
 * The first page of a search as the home page shows it: the search's pinned Featured jobs
 * (`jobs.featured` with its text and filters) first, then the page's other jobs.
 */
export async function shownJobs(request: APIRequestContext, input: Record<string, unknown>): Promise<SearchItem[]> {
  const { sort: _sort, limit: _limit, ...filters } = input;
  const res = await request.get(batchUrl(['jobs.search', 'jobs.featured'], [input, filters]));
  const [search, featured] = await res.json();
  if (!search.result || !featured.result) throw new Error(`jobs.search or jobs.featured failed: ${res.status()}`);
  const pinned = featured.result.data.json as SearchItem[];
  const pinnedSlugs = new Set(pinned.map((job) => job.Pretty_url));
  const items = (search.result.data.json as SearchPage).items.filter((job) => !pinnedSlugs.has(job.Pretty_url));
  return [...pinned, ...items];
}

/** The results count as the search UI words it ("1,234 jobs"). */
export function totalText(page: Pick<SearchPage, 'total' | 'totalIsExact'>): string {
  if (page.total === 0) return 'No jobs';
  const n = `${new Intl.NumberFormat('en-US').format(page.total)}${page.totalIsExact ? '' : '+'}`;
  return page.total === 1 && page.totalIsExact ? '1 job' : `${n} jobs`;
}
