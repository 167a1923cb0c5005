import { TRPCError } from '@trpc/server';
import { SIGN_IN_MESSAGES } from '@chainwork/shared-config';
import { clearedSessionCookie, sessionCookie, signInDeviceCookie } from '../accounts/session-cookie';
import { requestSignIn, verifyCode, verifyLink, type SignInDeps, type SignInFailure, type VerifyResult } from '../accounts/sign-in';
import { protectedProcedure, publicProcedure, router, type Context } from '../trpc';
import { requestSignInInput, verifyCodeInput, verifyLinkInput } from './auth-inputs';

const FAILURES: Record<SignInFailure, { code: TRPCError['code']; message: string }> = {
  'too-many-for-email': { code: 'TOO_MANY_REQUESTS', message: SIGN_IN_MESSAGES.tooManyForEmail },
  'too-many-for-client': { code: 'TOO_MANY_REQUESTS', message: SIGN_IN_MESSAGES.tooManyForClient },
  'email-flooded': { code: 'TOO_MANY_REQUESTS', message: SIGN_IN_MESSAGES.floodedEmail },
  'send-failed': { code: 'SERVICE_UNAVAILABLE', message: SIGN_IN_MESSAGES.sendFailed },
  'wrong-code': { code: 'BAD_REQUEST', message: SIGN_IN_MESSAGES.wrongCode },
  locked: { code: 'FORBIDDEN', message: SIGN_IN_MESSAGES.locked },
  expired: { code: 'BAD_REQUEST', message: SIGN_IN_MESSAGES.expired },
};

function fail(reason: SignInFailure): never {
  throw new TRPCError(FAILURES[reason]);
}

/** The local provider's procedures answer only when it is the configured one. */
function localDeps(ctx: Context): SignInDeps {
  if (ctx.settings.authProvider !== 'local') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: SIGN_IN_MESSAGES.hostedProvider });
  return { db: ctx.db, now: ctx.now, mailer: ctx.mailer, settings: ctx.settings, clientKey: ctx.clientKey, deviceToken: ctx.deviceToken };
}

/** A verified attempt: the session cookie goes on the response; the page learns who signed in. */
function openSession(ctx: Context, result: VerifyResult) {
  if (!result.ok) fail(result.reason);
  ctx.responseHeaders.append('set-cookie', sessionCookie(result.token, result.expiresAt, ctx.now(), ctx.settings.siteUrl));
  // This device is now known for the address: a flood of requests for it cannot lock it out.
  ctx.responseHeaders.append('set-cookie', signInDeviceCookie(result.deviceToken, ctx.settings.siteUrl));
  return { identity: result.identity, expiresAt: result.expiresAt, created: result.created };
}

/** The local identity provider (AUTH_PROVIDER=local): e-mail link or code, then a session cookie. */
export const authRouter = router({
  requestSignIn: publicProcedure.input(requestSignInInput).mutation(async ({ ctx, input }) => {
    const result = await requestSignIn(localDeps(ctx), input);
    if (!result.ok) fail(result.reason);
    return { attemptId: result.attemptId, email: input.email, expiresAt: result.expiresAt };
  }),
  verifyLink: publicProcedure
    .input(verifyLinkInput)
    .mutation(async ({ ctx, input }) => openSession(ctx, await verifyLink(localDeps(ctx), input.token))),
  verifyCode: publicProcedure.input(verifyCodeInput).mutation(async ({ ctx, input }) => {
    const result = await verifyCode(localDeps(ctx), input);
    if (!result.ok && result.reason === 'wrong-code' && result.triesLeft !== undefined) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `${SIGN_IN_MESSAGES.wrongCode} ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`,
      });
    }
    return openSession(ctx, result);
  }),
  /**
   * Ends this session (its token stops working everywhere within a minute) and clears the
   * cookie; harmless when nobody is signed in, and with either provider.
   */
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = ctx.identity?.session;
    if (session) await ctx.endedSessions.end(session, ctx.now());
    ctx.responseHeaders.append('set-cookie', clearedSessionCookie(ctx.settings.siteUrl));
    return { signedOut: true };
  }),
  /** Ends every session of the signed-in person, on every device, this one included. */
  signOutEverywhere: protectedProcedure.mutation(async ({ ctx }) => {
    await ctx.endedSessions.endAll(ctx.identity.userId, ctx.now());
    ctx.responseHeaders.append('set-cookie', clearedSessionCookie(ctx.settings.siteUrl));
    return { signedOut: true };
  }),
});
