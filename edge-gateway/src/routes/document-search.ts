/**
 * Whether a document of `/` carries the first page of its search, and fetching it: only
 * for a GET (a HEAD's body is dropped), only for search fields the api accepts, and only
 * when the visitor's read budget covers the two queries, which it is charged as if the
 * page had sent them itself, up front and then what the api reports its cache misses cost
 * (a document is no way around the budget of `/api/trpc`). The
 * fetch goes through the same breaker, load shedding and deadline as a job page's, and
 * takes at most a quarter of the isolate's api slots (`state.firstPages`), so that under a
 * burst the rest stay for calls without a fallback (the browser's own queries, job pages'
 * metadata, feeds); when it is not made, fails or runs
 * out of time, the document carries nothing and the page asks as before.
 */
import type { Context } from 'hono';
import { matchRoute } from '@chainwork/shared-config';
import { readGatewaySettings } from '../env';
import { DEFAULT_API_TIMEOUT_MS } from '../meta/job-meta';
import { FIRST_PAGE_PROCEDURES, fetchFirstSearchPage, firstPageInputs, type FirstSearchPage } from '../meta/search-first-page';
import { readCost } from '../middleware/read-budget';
import type { SessionEnv } from '../middleware/session';
import { knownClientKey } from '../rate-limit/client-key';
import { readLimiterFor } from '../rate-limit/read-limiter-for';
import type { GatewayState } from '../state';

export async function documentSearch(c: Context<SessionEnv>, state: GatewayState, url: URL): Promise<FirstSearchPage | undefined> {
  if (c.req.method !== 'GET' || matchRoute(url.pathname)?.route.id !== 'home') return undefined;
  const inputs = firstPageInputs(url.searchParams);
  if (!inputs) return undefined;
  // Taken at once, before any await: documents arriving together must not all see room.
  const release = state.firstPages.enter();
  if (!release) return undefined;
  let result;
  try {
    // A client the platform cannot tell apart is left to the isolate's load shedding, as on /api/trpc.
    const key = knownClientKey(c.req.raw.headers, readGatewaySettings(c.env).trustCfConnectingIp);
    const limiter = readLimiterFor(state, c.env);
    if (key !== null && !(await limiter.spend(key, readCost(FIRST_PAGE_PROCEDURES))).allowed) return undefined;
    let cold = 0;
    result = await fetchFirstSearchPage(c.env.API, inputs, {
      timeoutMs: state.options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
      breaker: state.breaker,
      shedder: state.shedder,
      onReadCost: (units) => {
        cold += units;
      },
    });
    // What the api's cache misses cost, as the proxy charges it after an answer.
    if (key !== null && cold > 0) await limiter.charge(key, cold);
  } finally {
    release();
  }
  if (result.kind === 'found') return result.search;
  state.warnings.warn(`first-search-page:${result.reason}`, `first search page unavailable: ${result.reason}`);
  return undefined;
}
