import type { Identity } from '@chainwork/shared-config';
import { publicProcedure, router } from '../trpc';

/** The signed-in person as the gateway verified them; null for anonymous visitors. */
export const accountRouter = router({
  /** Who is signed in (null: nobody); the session's id stays on the server. */
  me: publicProcedure.query(({ ctx }): Identity | null => {
    if (!ctx.identity) return null;
    const { userId, email, roles } = ctx.identity;
    return { userId, email, roles };
  }),
});
