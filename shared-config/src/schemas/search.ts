/**
 * @chainwork/shared-config/schemas/search: the job search's filters and input (the api's boundary).
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
export * from '../search/schema';
