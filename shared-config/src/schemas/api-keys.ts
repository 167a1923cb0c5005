/**
 * @chainwork/shared-config/schemas/api-keys: what the public API's key procedures read
 * (apiKeys.create, apiKeys.revoke), one schema for the api and the account page's form, so
 * the form refuses a name with the api's own words before anything is sent.
 * Zod schemas live behind `schemas/*` subpaths, never in the root or another shared
 * singleton: a shared module is never tree-shaken, so zod there would ship in every first
 * load (`scripts/build/shared-entries-zod.test.ts` fails if it does).
 */
import { z } from 'zod';
import { API_KEY_NAME_MAX } from '../public-api';
import { singleLineText } from '../text/plain-text';

export const apiKeyCreateInput = z.strictObject({
  name: singleLineText().min(1, 'is required').max(API_KEY_NAME_MAX, `must be at most ${API_KEY_NAME_MAX} characters`),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateInput>;

export const apiKeyRevokeInput = z.strictObject({ id: z.string().min(1).max(64) });
