/**
 * @chainwork/shared-config/schemas/text: one-line and multi-line text fields (control
 * characters refused), for schemas outside shared-config, and the characters a one-line
 * value never holds, for the last wall in front of mail headers.
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
export * from '../text/plain-text';
