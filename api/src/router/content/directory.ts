import { CONTENT_LIMITS, SUGGESTION_RATE_LIMIT } from '@chainwork/shared-config/content';
import { directoryFiltersSchema, listingSuggestionSchema } from '@chainwork/shared-config/schemas/content';
import { z } from 'zod';
import { listDirectory } from '../../content/directory/directory-repo';
import { assertUnderLimit, hashClientKey } from '../../content/rate-limit';
import { publicProcedure, router } from '../../trpc';

/** A suggestion carries the honeypot too: a field people never see. */
const suggestionInput = listingSuggestionSchema.safeExtend({ website2: z.string().max(CONTENT_LIMITS.urlMax).default('') });

export const directoryRouter = router({
  /** The Funding Opportunities directory, filtered: entries by name, facet counts, attributions. */
  list: publicProcedure.input(directoryFiltersSchema.default({})).query(({ ctx, input }) => listDirectory(ctx.db, input)),

  /** "Suggest a listing": waits in the moderation queue. A filled honeypot is accepted and dropped. */
  suggest: publicProcedure.input(suggestionInput).mutation(async ({ ctx, input }) => {
    const { website2, note, ...fields } = input;
    if (website2) return { received: true as const };
    const now = ctx.now();
    const client = await hashClientKey(ctx.clientKey);
    await assertUnderLimit(ctx.db, 'listing_suggestions', client, SUGGESTION_RATE_LIMIT, now);
    await ctx.db
      .prepare(
        `INSERT INTO listing_suggestions (fields_json, note, status, client_key, submitted_by, submitted_at)
      VALUES (?1, ?2, 'pending', ?3, ?4, ?5)`,
      )
      .bind(JSON.stringify(fields), note, client, ctx.identity?.userId ?? null, now.getTime())
      .run();
    return { received: true as const };
  }),
});
