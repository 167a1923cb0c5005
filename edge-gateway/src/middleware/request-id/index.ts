/**
 * A request id on every response (`x-request-id`), in every log line (see log/log.ts) and
 * in every error body the gateway writes. Hono's `requestId` assigns it; the gateway adds
 * what it lacks: an incoming `x-request-id` is kept only when the deployment says a trusted
 * upstream (a load balancer in front of the gateway) sets it, else a client could choose
 * the id an operator searches for; and the header is set after the route ran, so it
 * survives routes that return their own Response.
 *
 * @example
 * ```ts
 * app.use('*', contextStorage(), requestIds({ trustUpstream: (c) => readGatewaySettings(c.env).trustRequestId }))
 * ```
 */
import type { Context, MiddlewareHandler } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { requestId } from 'hono/request-id';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id of the request this code runs for (needs Hono's contextStorage), or undefined outside one. */
export function currentRequestId(): string | undefined {
  return tryGetContext()?.var.requestId;
}

/** A short error text for a visitor, naming the request so a complaint can be traced. */
export function errorText(message: string): string {
  const id = currentRequestId();
  return id ? `${message} (request ${id})` : message;
}

export function requestIds<C extends Context>(options: { trustUpstream: (c: C) => boolean }): MiddlewareHandler {
  const fromUpstream = requestId({ headerName: REQUEST_ID_HEADER });
  const generated = requestId({ headerName: '' });
  return async (c, next) => {
    const assign = options.trustUpstream(c as C) ? fromUpstream : generated;
    await assign(c, next);
    c.header(REQUEST_ID_HEADER, c.var.requestId);
  };
}
