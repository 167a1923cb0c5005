/**
 * @chainwork/shared-config/schemas/alerts: a job alert's input, frequency and token.
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
export * from '../alerts/schema';
