import { TRPCError } from '@trpc/server';
import { API_KEY_LIMIT_MESSAGE, API_KEY_NOT_FOUND_MESSAGE } from '@chainwork/shared-config/public-api';
// One schema for this router and the account page's form (it refuses a name in these words before sending).
import { apiKeyCreateInput as createInput, apiKeyRevokeInput as revokeInput } from '@chainwork/shared-config/schemas/api-keys';
import { insertKey, liveKeysOf, revokeKey } from '../public-api/keys/api-keys-repo';
import { newApiKey } from '../public-api/keys/key-material';
import { protectedProcedure, router } from '../trpc';

/**
 * The public API's keys of the signed-in person (the account page). A key is shown whole
 * once, in `create`'s answer; afterwards only its prefix. Another person's key is NOT_FOUND,
 * exactly like a key that does not exist, so ids reveal nothing.
 */
export const apiKeysRouter = router({
  list: protectedProcedure.query(({ ctx }) => liveKeysOf(ctx.db, ctx.identity.userId)),

  create: protectedProcedure.input(createInput).mutation(async ({ ctx, input }) => {
    const material = await newApiKey();
    const stored = await insertKey(ctx.db, {
      id: crypto.randomUUID(),
      userId: ctx.identity.userId,
      name: input.name,
      prefix: material.prefix,
      hash: material.hash,
      now: ctx.now(),
    });
    if (!stored) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: API_KEY_LIMIT_MESSAGE });
    return { id: stored.id, name: stored.name, prefix: stored.prefix, key: material.key, createdAt: stored.createdAt };
  }),

  revoke: protectedProcedure.input(revokeInput).mutation(async ({ ctx, input }) => {
    if (!(await revokeKey(ctx.db, ctx.identity.userId, input.id, ctx.now())))
      throw new TRPCError({ code: 'NOT_FOUND', message: API_KEY_NOT_FOUND_MESSAGE });
    return { id: input.id };
  }),
});
