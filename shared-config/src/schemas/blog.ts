/**
 * @chainwork/shared-config/schemas/blog: the blog list's state in the URL.
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
export * from '../blog-params';
