import { readGatewaySettings, type GatewayEnv } from '../env';
import type { GatewayState } from '../state';
import { bindingReadLimiter, type ReadLimiter } from './read-limiter';

/**
 * The read budget's limiter for a request: a test's, else the binding, else (no binding, or
 * a scaled budget: the binding's limits are fixed in wrangler.jsonc) the in-memory one.
 * The tRPC proxy and the documents that carry a first search page spend from the same one.
 */
export function readLimiterFor(state: GatewayState, env: GatewayEnv['Bindings']): ReadLimiter {
  if (state.options.readLimiter) return state.options.readLimiter;
  const scale = readGatewaySettings(env).rateLimitScale;
  return env.READ_RATE_LIMITER && scale === 1 ? bindingReadLimiter(env.READ_RATE_LIMITER) : state.memoryReadLimiter(scale);
}
