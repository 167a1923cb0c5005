import { PLANS, TAG_SUGGESTIONS_MAX } from '@chainwork/shared-config/posting';
import type { Context } from '../trpc';
import { moderatorProcedure, protectedProcedure, publicProcedure, router } from '../trpc';
import { ownPosting, saveStep } from '../posting/drafts';
import { notFound, requireTransition } from '../posting/errors';
import { newJobSlug, previewJob, publishableJob } from '../posting/job-from-steps';
import { closePosting, renewPosting, revisePosting } from '../posting/live-actions';
import { approveReview, rejectReview, reviewQueue } from '../posting/moderation';
import { completeOrder, submitPosting } from '../posting/orders';
import { unfinishedPostingOf } from '../posting/postings-repo';
import { isVerifiedEmployer } from '../posting/verified';
import { dashboard, postingView } from '../posting/views';
import {
  draftInput,
  postingIdInput,
  rejectInput,
  renewInput,
  reviewInput,
  reviseInput,
  saveStepInput,
  tagSuggestionsInput,
} from './posting-inputs';
import { DAY_MS } from '@chainwork/shared-config/time';

async function viewOrThrow(ctx: Context, id: string) {
  const view = await postingView(ctx.db, id);
  if (!view) throw notFound();
  return view;
}

/**
 * Employers post, pay for, edit, renew and close jobs; moderators review them
 * (docs/posting.md). Every rule of the posting's life is asked of the state machine in
 * shared-config; another employer's posting answers NOT_FOUND.
 */
export const postingRouter = router({
  /** Companies this employer used before, newest first, offered again on the first step. */
  companies: protectedProcedure.query(async ({ ctx }) => {
    const { results } = await ctx.db
      .prepare('SELECT name, website, logo, description FROM employer_companies WHERE owner_id = ?1 ORDER BY used_at DESC LIMIT 20')
      .bind(ctx.identity.userId)
      .all<{ name: string; website: string; logo: string | null; description: string }>();
    return results;
  }),

  /** A posting to resume: the given one, or the newest unfinished one (null when there is none). */
  draft: protectedProcedure.input(draftInput).query(async ({ ctx, input }) => {
    const row = input.postingId
      ? await ownPosting(ctx.db, ctx.identity, input.postingId)
      : await unfinishedPostingOf(ctx.db, ctx.identity.userId);
    return row ? viewOrThrow(ctx, row.id) : null;
  }),

  /** Saves one step on the server (a null id starts a posting). */
  saveStep: protectedProcedure.input(saveStepInput).mutation(async ({ ctx, input }) => {
    const id = await saveStep(ctx, ctx.identity, input.postingId, input);
    return viewOrThrow(ctx, id);
  }),

  /** The job card and page exactly as visitors will see them, and the chosen plan. */
  preview: protectedProcedure.input(postingIdInput).query(async ({ ctx, input }) => {
    const row = await ownPosting(ctx.db, ctx.identity, input.postingId);
    const order = completeOrder(row);
    const job = publishableJob(order.company, order.job);
    const now = ctx.now();
    const plan = PLANS[order.plan];
    return {
      job: previewJob(job, {
        slug: row.slug ?? newJobSlug(job, row.id.slice(0, 8)),
        postedAt: now,
        now,
        featuredUntil: plan.pinnedDays ? new Date(now.getTime() + plan.pinnedDays * DAY_MS) : null,
        employerVerified: await isVerifiedEmployer(ctx.db, row.owner_id, row.owner_email),
      }),
      plan,
    };
  }),

  /** Opens the checkout (once: a double click answers the same one). */
  submit: protectedProcedure.input(postingIdInput).mutation(async ({ ctx, input }) => {
    const row = await ownPosting(ctx.db, ctx.identity, input.postingId);
    return submitPosting(ctx, row, requireTransition(row.state, 'submit'));
  }),

  /** The employer's jobs with state, days left and counts. */
  mine: protectedProcedure.query(({ ctx }) => dashboard(ctx.db, ctx.identity.userId, ctx.now())),

  /** Edit a live job: reviewed while the approved version stays live. */
  revise: protectedProcedure.input(reviseInput).mutation(async ({ ctx, input }) => {
    await revisePosting(ctx, ctx.identity, input.postingId, input.company, input.job);
    return viewOrThrow(ctx, input.postingId);
  }),

  /** Close (position filled). */
  close: protectedProcedure.input(postingIdInput).mutation(async ({ ctx, input }) => {
    await closePosting(ctx, ctx.identity, input.postingId);
    const item = (await dashboard(ctx.db, ctx.identity.userId, ctx.now())).find((entry) => entry.id === input.postingId);
    if (!item) throw notFound();
    return item;
  }),

  /** Renew a live or expired job: pay again, same URL, bumped to the top. */
  renew: protectedProcedure.input(renewInput).mutation(async ({ ctx, input }) => {
    const row = await ownPosting(ctx.db, ctx.identity, input.postingId);
    return renewPosting(ctx, row, input.plan);
  }),

  /** Tags of the board's vocabulary starting with the prefix, most used first. */
  tagSuggestions: publicProcedure.input(tagSuggestionsInput).query(async ({ ctx, input }) => {
    const { results } = await ctx.db
      .prepare(
        `SELECT tag, count(*) AS jobs FROM job_tags WHERE tag >= ?1 AND tag < ?1 || '~'
         GROUP BY tag ORDER BY jobs DESC, tag LIMIT ?2`,
      )
      .bind(input.prefix, TAG_SUGGESTIONS_MAX)
      .all<{ tag: string; jobs: number }>();
    return results;
  }),

  /** Moderators: jobs and edits waiting for review, oldest first, with risk signals. */
  reviewQueue: moderatorProcedure.query(({ ctx }) => reviewQueue(ctx)),

  approve: moderatorProcedure.input(reviewInput).mutation(({ ctx, input }) => approveReview(ctx, input.reviewId, ctx.identity.email)),

  reject: moderatorProcedure.input(rejectInput).mutation(async ({ ctx, input }) => {
    await rejectReview(ctx, input.reviewId, ctx.identity.email, input.reason);
    return { ok: true as const };
  }),
});
