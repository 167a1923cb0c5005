/**
 * The read budget of `/api/trpc` queries, per client: at most `maxInFlight` of a client's
 * queries at the api at once, and a budget of units per period, a batch costing the sum of
 * its procedures (READ_COSTS: a facet count costs more than a job by its slug). Over
 * either: 429 TOO_MANY_REQUESTS in tRPC's shape, one item per procedure, with Retry-After,
 * and the api is not called. Requests the proxy refuses anyway (bad path, too many
 * procedures, other methods) pass through unspent; mutations have their own limit; so do
 * clients without an address (see rate-limit/client-key.ts).
 *
 * @example
 * ```ts
 * app.use('/api/trpc/*', readBudget({ limiter: () => new TokenBucketLimiter(), clientKey: (c) => 'ip:203.0.113.7' }))
 * ```
 */
import type { Context, MiddlewareHandler } from 'hono';
import { API_MAX_IN_FLIGHT_PER_CLIENT, READ_COSTS, READ_COST_DEFAULT } from '@chainwork/shared-config';
import type { ReadLimiter } from '../../rate-limit/read-limiter';
import { LoadShedder } from '../../resilience/load-shedder';
import { parseTrpcCall } from '../../trpc/call';
import { trpcErrorResponse, type GatewayError } from '../../trpc/errors';
import { batchSizeError } from '../../trpc/limits';

/** Units a batch of these procedures costs. */
export function readCost(procedures: readonly string[]): number {
  return procedures.reduce((sum, name) => sum + (READ_COSTS[name] ?? READ_COST_DEFAULT), 0);
}

const TOO_MANY_AT_ONCE: GatewayError = {
  code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterS: 1,
  message: `Too many requests at once from this client; at most ${API_MAX_IN_FLIGHT_PER_CLIENT} at a time`,
};

function overBudget(retryAfterS: number | undefined): GatewayError {
  return { code: 'TOO_MANY_REQUESTS', httpStatus: 429, message: 'Too many requests from this client; slow down', retryAfterS: retryAfterS ?? 1 };
}

export interface ReadBudgetOptions<C extends Context> {
  limiter: (c: C) => ReadLimiter;
  /** null when the client cannot be told apart: one shared budget would let one lock out all. */
  clientKey: (c: C) => string | null;
  maxInFlight?: number;
}

export function readBudget<C extends Context>(options: ReadBudgetOptions<C>): MiddlewareHandler {
  const inFlight = new LoadShedder(options.maxInFlight ?? API_MAX_IN_FLIGHT_PER_CLIENT);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const call = parseTrpcCall(new URL(c.req.url));
    if (!call || batchSizeError(call)) return next();
    const key = options.clientKey(c as C);
    if (key === null) return next();
    const fail = (error: GatewayError) => trpcErrorResponse(error, call);
    const release = inFlight.enter(key);
    if (!release) return fail(TOO_MANY_AT_ONCE);
    try {
      const spent = await options.limiter(c as C).spend(key, readCost(call.procedures));
      if (!spent.allowed) return fail(overBudget(spent.retryAfterS));
      await next();
    } finally {
      release();
    }
  };
}
