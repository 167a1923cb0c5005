import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { createApiCaches, type ApiCaches } from './cache/api-caches';
import type { SqlDatabase } from './db/database';
import { formatApiError } from './error-format';

/**
 * Context: what every procedure may use. `now` is a function, not a value, so a
 * request reads the clock when it needs it and tests can pin time. A type alias, not
 * an interface, so it fits @hono/trpc-server's `Record<string, unknown>` context.
 */
export type Context = {
  db: SqlDatabase;
  now: () => Date;
  /** Per-isolate caches (facets, insights); the Worker shares one set across requests. */
  caches: ApiCaches;
  /** Whether the benchmark's procedures answer (ENABLE_BENCH_PROCEDURES=1). */
  benchProcedures: boolean;
};

export function createContext(options: { db: SqlDatabase; now?: () => Date; caches?: ApiCaches; benchProcedures?: boolean }): Context {
  return {
    db: options.db,
    now: options.now ?? (() => new Date()),
    caches: options.caches ?? createApiCaches(),
    benchProcedures: options.benchProcedures ?? false,
  };
}

/**
 * tRPC itself. superjson carries Dates (and Sets, Maps, BigInts) both ways, as the
 * client in shared-config expects. `isDev: false` keeps stacks out of every error
 * shape whatever NODE_ENV says; the formatter masks internal errors and turns schema
 * failures into a short `data.issues` list.
 */
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: false,
  errorFormatter: formatApiError,
});

/** Builders used by the domain routers. */
export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
