import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ALERT_MESSAGES, NEWSLETTER_INVALID_MESSAGE } from '@chainwork/shared-config';
import { alertCreateSchema, alertFrequencySchema, alertTokenSchema } from '@chainwork/shared-config/schemas/alerts';
import {
  alertOfUnsubscribeToken,
  confirmAlert,
  createAlert,
  deleteAlert,
  listAlerts,
  setAlertFrequency,
  setAlertPaused,
  unsubscribeAlert,
  type AlertsDeps,
} from '../alerts/alerts-service';
import { protectedProcedure, publicProcedure, router, type Context } from '../trpc';

const deps = (ctx: Context): AlertsDeps => ({ db: ctx.db, now: ctx.now, mailer: ctx.mailer, siteUrl: ctx.settings.siteUrl });
const alertId = z.strictObject({ id: z.number().int().positive() });

export const alertsRouter = router({
  /**
   * "Get these jobs by e-mail". Signed in: active at once with the account's address.
   * Anonymous: a confirmation link is mailed (double opt-in) and nothing else is sent
   * until it is used; the answer never says whether the address already had the alert.
   */
  create: publicProcedure.input(alertCreateSchema).mutation(({ ctx, input }) => {
    if (ctx.identity) return createAlert(deps(ctx), input, { kind: 'signed-in', identity: ctx.identity });
    if (!input.email) throw new TRPCError({ code: 'BAD_REQUEST', message: `email: ${NEWSLETTER_INVALID_MESSAGE}` });
    return createAlert(deps(ctx), input, { kind: 'anonymous', email: input.email, clientKey: ctx.clientKey });
  }),

  /** The link of the confirmation mail. Using it twice is fine; an expired or unknown token is refused. */
  confirm: publicProcedure.input(z.strictObject({ token: alertTokenSchema })).mutation(({ ctx, input }) => confirmAlert(ctx, input.token)),

  /** The unsubscribe page's words before the button: which search, and whether it is already stopped. Changes nothing. */
  unsubscribeTarget: publicProcedure.input(z.strictObject({ token: alertTokenSchema })).query(async ({ ctx, input }) => {
    const target = await alertOfUnsubscribeToken(ctx.db, input.token);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: ALERT_MESSAGES.linkInvalid });
    return target;
  }),

  /** The visible unsubscribe link's button (the one-click POST of mail clients is http/alert-routes.ts). */
  unsubscribe: publicProcedure.input(z.strictObject({ token: alertTokenSchema })).mutation(async ({ ctx, input }) => {
    const result = await unsubscribeAlert(ctx, input.token);
    if (!result.found) throw new TRPCError({ code: 'NOT_FOUND', message: ALERT_MESSAGES.linkInvalid });
    return { description: result.description };
  }),

  /** The signed-in person's alerts, for /account/alerts. */
  list: protectedProcedure.query(({ ctx }) => listAlerts(ctx.db, ctx.identity)),

  setPaused: protectedProcedure
    .input(alertId.extend({ paused: z.boolean() }))
    .mutation(({ ctx, input }) => setAlertPaused(ctx, ctx.identity, input.id, input.paused)),

  /** Daily or weekly, for one of the person's alerts. */
  setFrequency: protectedProcedure
    .input(alertId.extend({ frequency: alertFrequencySchema }))
    .mutation(({ ctx, input }) => setAlertFrequency(ctx, ctx.identity, input.id, input.frequency)),

  remove: protectedProcedure.input(alertId).mutation(async ({ ctx, input }) => {
    await deleteAlert(ctx.db, ctx.identity, input.id);
    return { id: input.id };
  }),
});
