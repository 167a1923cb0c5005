/**
 * The read budget of `/api/trpc` queries, per client: at most `maxInFlight` of a client's
 * queries at the api at once, and a budget of units per period. A batch costs the sum of
 * its procedures up front (READ_COSTS: a search page costs more than a job by its slug),
 * then what the api reports its cache misses cost (READ_COST_HEADER: a cold facet count
 * costs far more than a cached one), which may leave the client in debt. Over
 * either: 429 TOO_MANY_REQUESTS in tRPC's shape, one item per procedure, with Retry-After,
 * and the api is not called; the answer is held for about that long (rate-limit/tarpit.ts),
 * so a client flooding in a loop floods at the pace of its budget. Requests the proxy refuses anyway (bad path, too many
 * procedures, other methods) pass through unspent; mutations have their own limit; so do
 * clients without an address (see rate-limit/client-key.ts).
 *
 * @example
 * ```ts
 * app.use('/api/trpc/*', readBudget({ limiter: () => new TokenBucketLimiter(), clientKey: (c) => 'ip:203.0.113.7' }))
 * ```
 */
import type { Context, MiddlewareHandler } from 'hono';
import { API_MAX_IN_FLIGHT_PER_CLIENT, READ_COSTS, READ_COST_DEFAULT, READ_COST_HEADER } from '@chainwork/shared-config';
import type { ReadLimiter } from '../../rate-limit/read-limiter';
import { Tarpit } from '../../rate-limit/tarpit';
import { LoadShedder } from '../../resilience/load-shedder';
import { parseTrpcCall } from '../../trpc/call';
import { trpcErrorResponse, type GatewayError } from '../../trpc/errors';
import { batchSizeError, urlLengthError } from '../../trpc/limits';

/** Units a batch of these procedures costs. */
export function readCost(procedures: readonly string[]): number {
  return procedures.reduce((sum, name) => sum + (READ_COSTS[name] ?? READ_COST_DEFAULT), 0);
}

const TOO_MANY_AT_ONCE: GatewayError = {
  code: 'TOO_MANY_REQUESTS',
  httpStatus: 429,
  retryAfterS: 1,
  message: `Too many requests at once from this client; at most ${API_MAX_IN_FLIGHT_PER_CLIENT} at a time`,
};

function overBudget(retryAfterS: number | undefined): GatewayError {
  return {
    code: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    message: 'Too many requests from this client; slow down',
    retryAfterS: retryAfterS ?? 1,
  };
}

export interface ReadBudgetOptions<C extends Context> {
  limiter: (c: C) => ReadLimiter;
  /** null when the client cannot be told apart: one shared budget would let one lock out all. */
  clientKey: (c: C) => string | null;
  maxInFlight?: number;
  tarpit?: Tarpit;
}

export function readBudget<C extends Context>(options: ReadBudgetOptions<C>): MiddlewareHandler {
  const inFlight = new LoadShedder(options.maxInFlight ?? API_MAX_IN_FLIGHT_PER_CLIENT);
  const tarpit = options.tarpit ?? new Tarpit();
  return async (c, next) => {
    const url = new URL(c.req.url);
    const call = c.req.method === 'GET' || c.req.method === 'HEAD' ? parseTrpcCall(url) : null;
    const refusedAnyway = !call || batchSizeError(call) !== null || urlLengthError(url) !== null;
    const key = refusedAnyway ? null : options.clientKey(c as C);
    if (!call || key === null) {
      await next();
      c.header(READ_COST_HEADER, undefined);
      return;
    }
    const refuse = (error: GatewayError) => tarpit.hold(trpcErrorResponse(error, call), error.retryAfterS ?? 1);
    const release = inFlight.enter(key);
    if (!release) return refuse(TOO_MANY_AT_ONCE);
    const limiter = options.limiter(c as C);
    let spent;
    try {
      spent = await limiter.spend(key, readCost(call.procedures));
      if (spent.allowed) await next();
    } finally {
      release();
    }
    if (spent.allowed) {
      const cold = Number(c.res.headers.get(READ_COST_HEADER) ?? 0);
      c.header(READ_COST_HEADER, undefined);
      if (Number.isInteger(cold) && cold > 0) await limiter.charge(key, cold);
      return;
    }
    // Held outside the client's slots: a parked answer is not a query at the api.
    return refuse(overBudget(spent.retryAfterS));
  };
}
