import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import type { Identity } from '@chainwork/shared-config';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { createCallerFactory, createContext, moderatorProcedure, protectedProcedure, router } from '../trpc';
import { ERROR_MESSAGES } from '../error-messages';

const guarded = router({
  mine: protectedProcedure.query(({ ctx }) => ctx.identity.userId),
  moderate: moderatorProcedure.query(() => 'ok'),
});
const employer: Identity = { userId: 'u1', email: 'ada@example.com', roles: ['employer'] };
const moderator: Identity = { ...employer, roles: ['employer', 'moderator'] };
const as = (identity: Identity | null) => createCallerFactory(guarded)(createContext({ db: env.DB, identity }));

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof TRPCError ? { code: error.code, message: error.message } : error;
}

describe('role guards', () => {
  it('protectedProcedure: anonymous is UNAUTHORIZED, anyone signed in passes', async () => {
    expect(await errorOf(as(null).mine())).toEqual({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.signInRequired });
    await expect(as(employer).mine()).resolves.toBe('u1');
  });

  it('moderatorProcedure: anonymous UNAUTHORIZED, employers FORBIDDEN, moderators pass', async () => {
    expect(await errorOf(as(null).moderate())).toEqual({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.signInRequired });
    expect(await errorOf(as(employer).moderate())).toEqual({ code: 'FORBIDDEN', message: ERROR_MESSAGES.moderatorsOnly });
    await expect(as(moderator).moderate()).resolves.toBe('ok');
  });

  it('account.me answers the verified identity, or null', async () => {
    const caller = (identity: Identity | null) => createCallerFactory(appRouter)(createContext({ db: env.DB, identity }));
    await expect(caller(null).account.me()).resolves.toBeNull();
    await expect(caller(moderator).account.me()).resolves.toEqual(moderator);
  });
});
