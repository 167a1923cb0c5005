/**
 * @chainwork/shared-config/schemas/routing: the routing table as the gateway and the publish scripts read it.
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
export { routingTableSchema } from '../federation/routing-schema';
