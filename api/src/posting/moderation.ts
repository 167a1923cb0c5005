import { TRPCError } from '@trpc/server';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { PLANS, refusalMessage, transition, type CompanyStep, type JobStep, type PlanId } from '@chainwork/shared-config/posting';
import type { RenderedJob } from '../job-types';
import type { PostingDeps } from './deps';
import { POSTING_MESSAGES } from './errors';
import { newJobSlug, previewJob, publishableJob } from './job-from-steps';
import { sendJobLive, sendRejection } from './mails';
import type { PaymentRow } from './orders';
import { compareAndSetState, findPosting, type PostingRow } from './postings-repo';
import { insertJobStatements, updateJobStatements, type Guard } from './publish';
import { boardSignals, contentSignals, type RiskSignal } from './risk-signals';
import { emailMatchesWebsite, isVerifiedEmployer } from './verified';
import { DAY_MS } from '@chainwork/shared-config/time';
import { enqueueJobStatement } from '../channels/enqueue';
import { kickChannels } from '../channels/messages';

interface ReviewRow {
  id: string;
  posting_id: string;
  kind: 'new' | 'revision';
  company_json: string;
  job_json: string;
  plan: PlanId;
  status: 'pending' | 'approved' | 'rejected';
  submitted_at: number;
}

export interface ReviewItem {
  reviewId: string;
  postingId: string;
  kind: ReviewRow['kind'];
  submittedAt: Date;
  employerEmail: string;
  plan: PlanId;
  /** What goes live on approval, in the shape of `jobs.bySlug`. */
  job: RenderedJob;
  signals: RiskSignal[];
}

function snapshot(review: ReviewRow): { company: CompanyStep; job: JobStep } {
  return { company: JSON.parse(review.company_json) as CompanyStep, job: JSON.parse(review.job_json) as JobStep };
}

/** Jobs waiting for a moderator, oldest first, each with its risk signals computed here. */
export async function reviewQueue(deps: PostingDeps): Promise<ReviewItem[]> {
  const { results } = await deps.db
    .prepare(
      `SELECT r.*, p.owner_id, p.owner_email, p.slug FROM posting_reviews AS r JOIN postings AS p ON p.id = r.posting_id
       WHERE r.status = 'pending' AND p.state IN ('in_review', 'live', 'expired') ORDER BY r.submitted_at, r.id LIMIT 100`,
    )
    .all<ReviewRow & { owner_id: string; owner_email: string; slug: string | null }>();
  const now = deps.now();
  return Promise.all(
    results.map(async (row) => {
      const { company, job } = snapshot(row);
      const input = { company, job, ownerEmail: row.owner_email, ownSlug: row.slug, ownerId: row.owner_id };
      const verified =
        emailMatchesWebsite(row.owner_email, company.website) && (await isVerifiedEmployer(deps.db, row.owner_id, row.owner_email));
      return {
        reviewId: row.id,
        postingId: row.posting_id,
        kind: row.kind,
        submittedAt: new Date(row.submitted_at),
        employerEmail: row.owner_email,
        plan: row.plan,
        job: previewJob(publishableJob(company, job), {
          slug: row.slug ?? newJobSlug(publishableJob(company, job), row.id.slice(0, 8)),
          postedAt: now,
          now,
          featuredUntil: PLANS[row.plan].pinnedDays ? new Date(now.getTime() + PLANS[row.plan].pinnedDays * DAY_MS) : null,
          employerVerified: verified,
        }),
        signals: [...contentSignals(input), ...(await boardSignals(deps.db, input, now))],
      };
    }),
  );
}

async function pendingReview(deps: PostingDeps, reviewId: string): Promise<{ review: ReviewRow; posting: PostingRow }> {
  const review = await deps.db
    .prepare("SELECT * FROM posting_reviews WHERE id = ?1 AND status = 'pending'")
    .bind(reviewId)
    .first<ReviewRow>();
  const posting = review ? await findPosting(deps.db, review.posting_id) : null;
  if (!review || !posting) throw new TRPCError({ code: 'NOT_FOUND', message: POSTING_MESSAGES.reviewNotFound });
  return { review, posting };
}

function decide(deps: PostingDeps, reviewId: string, status: 'approved' | 'rejected', moderator: string, reason: string | null) {
  return deps.db
    .prepare(
      "UPDATE posting_reviews SET status = ?2, reason = ?3, decided_at = ?4, decided_by = ?5 WHERE id = ?1 AND status = 'pending' RETURNING id",
    )
    .bind(reviewId, status, reason, deps.now().getTime(), moderator);
}

/**
 * Approve: a new job goes live at once (in `jobs`, so search, its page, the sitemap and
 * the RSS have it); an edit replaces the live version in place. One transaction, guarded
 * by the review still pending.
 */
export async function approveReview(deps: PostingDeps, reviewId: string, moderator: string): Promise<{ slug: string }> {
  const { review, posting } = await pendingReview(deps, reviewId);
  const { company, job } = snapshot(review);
  const publishable = publishableJob(company, job);
  const now = deps.now().getTime();
  const guard: Guard = { table: 'posting_reviews', id: review.id, status: 'pending' };
  // This approval is the employer's approved job, so a matching domain is enough.
  const verified =
    emailMatchesWebsite(posting.owner_email, company.website) || (await isVerifiedEmployer(deps.db, posting.owner_id, posting.owner_email));

  if (review.kind === 'new') {
    const to = transition(posting.state, 'approve');
    if (!to.ok) throw new TRPCError({ code: 'CONFLICT', message: to.message });
    const slug = newJobSlug(publishable, review.id.slice(0, 8));
    const results = await deps.db.batch<{ id: string }>([
      ...insertJobStatements(
        deps.db,
        slug,
        publishable,
        { now, pinnedDays: PLANS[review.plan].pinnedDays, employerVerified: verified },
        guard,
      ),
      compareAndSetState(deps.db, posting.id, posting.state, to.to, now, {
        slug,
        company_json: review.company_json,
        job_json: review.job_json,
        plan: review.plan,
        rejection_reason: null,
      }),
      deps.db
        .prepare(`UPDATE postings SET live_until = (SELECT posted_at + ${JOB_VALIDITY_MS} FROM jobs WHERE slug = ?2) WHERE id = ?1`)
        .bind(posting.id, slug),
      // The new job's post on each channel, in the same transaction: live means announced.
      enqueueJobStatement(deps.db, slug, deps.settings.channels.enabled, now),
      decide(deps, review.id, 'approved', moderator, null),
    ]);
    if (!results.at(-1)?.results.length) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.reviewNotFound });
    await markEmployerVerified(deps, posting, verified);
    await mailLive(deps, posting, review, slug, job.title);
    await announceLive(deps, review.id);
    return { slug };
  }

  // A closed job takes no edit, approved or not.
  if (posting.state === 'closed') throw new TRPCError({ code: 'CONFLICT', message: refusalMessage('closed', 'revise') });
  if (!posting.slug) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.reviewNotFound });
  const results = await deps.db.batch<{ id: string }>([
    ...updateJobStatements(deps.db, posting.slug, publishable, verified, guard),
    deps.db
      .prepare('UPDATE postings SET company_json = ?2, job_json = ?3, updated_at = ?4 WHERE id = ?1')
      .bind(posting.id, review.company_json, review.job_json, now),
    decide(deps, review.id, 'approved', moderator, null),
  ]);
  if (!results.at(-1)?.results.length) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.reviewNotFound });
  await markEmployerVerified(deps, posting, verified);
  await mailLive(deps, posting, review, posting.slug, job.title);
  return { slug: posting.slug };
}

/** The channels hear that a job is live; a failed send never undoes the approval (its rows wait, queued). */
async function announceLive(deps: PostingDeps, reviewId: string): Promise<void> {
  try {
    await kickChannels(deps.channelsQueue ?? null, deps.settings.channels.enabled);
  } catch (error) {
    console.error('[posting] channels not told', reviewId, error instanceof Error ? error.message : error);
  }
}

/** The employer hears that the job (or its edit) is live; a failed mail never undoes the approval. */
async function mailLive(deps: PostingDeps, posting: PostingRow, review: ReviewRow, slug: string, jobTitle: string): Promise<void> {
  try {
    const row = await deps.db
      .prepare('SELECT live_until FROM postings WHERE id = ?1')
      .bind(posting.id)
      .first<{ live_until: number | null }>();
    await sendJobLive(deps, posting.owner_email, {
      id: review.id,
      jobTitle,
      slug,
      revision: review.kind === 'revision',
      liveUntil: new Date(row?.live_until ?? deps.now().getTime() + JOB_VALIDITY_MS),
    });
  } catch (error) {
    console.error('[posting] live mail not sent', review.id, error instanceof Error ? error.message : error);
  }
}

/** Once verified, every job of the employer on their verified domain shows the badge. */
async function markEmployerVerified(deps: PostingDeps, posting: PostingRow, verified: boolean): Promise<void> {
  if (!verified) return;
  await deps.db
    .prepare(
      'UPDATE jobs SET employer_verified = 1 WHERE employer_verified = 0 AND slug IN (SELECT slug FROM postings WHERE owner_id = ?1 AND slug IS NOT NULL)',
    )
    .bind(posting.owner_id)
    .run();
}

/**
 * Reject with a reason: mailed to the employer, who can fix and resubmit. A new job's
 * payment is refunded through the provider; a rejected edit leaves the live version live.
 */
export async function rejectReview(deps: PostingDeps, reviewId: string, moderator: string, reason: string): Promise<void> {
  const { review, posting } = await pendingReview(deps, reviewId);
  const now = deps.now().getTime();
  let refunded = false;
  if (review.kind === 'new') {
    const to = transition(posting.state, 'reject');
    if (!to.ok) throw new TRPCError({ code: 'CONFLICT', message: to.message });
    const results = await deps.db.batch<{ id: string }>([
      compareAndSetState(deps.db, posting.id, posting.state, to.to, now, { rejection_reason: reason }),
      decide(deps, review.id, 'rejected', moderator, reason),
    ]);
    if (!results.at(-1)?.results.length) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.reviewNotFound });
    refunded = await refundListing(deps, posting.id);
  } else {
    const [decided] = await deps.db.batch<{ id: string }>([decide(deps, review.id, 'rejected', moderator, reason)]);
    if (!decided?.results.length) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.reviewNotFound });
  }
  const { job } = snapshot(review);
  try {
    await sendRejection(deps, posting.owner_email, {
      id: review.id,
      postingId: posting.id,
      jobTitle: job.title,
      reason,
      revision: review.kind === 'revision',
      refunded,
    });
  } catch (error) {
    console.error('[posting] rejection mail not sent', review.id, error instanceof Error ? error.message : error);
  }
}

/** The listing's paid order, refunded once (the payment's status moves first, so a retry refunds nothing twice). */
async function refundListing(deps: PostingDeps, postingId: string): Promise<boolean> {
  const payment = await deps.db
    .prepare(
      `UPDATE payments SET status = 'refunded', refunded_at = ?2
       WHERE id = (SELECT id FROM payments WHERE posting_id = ?1 AND purpose = 'listing' AND status = 'paid' ORDER BY paid_at DESC LIMIT 1)
       RETURNING *`,
    )
    .bind(postingId, deps.now().getTime())
    .first<PaymentRow>();
  if (!payment) return false;
  try {
    await deps.payments.refund({ orderId: payment.id, paymentId: payment.provider_payment_id });
    return true;
  } catch (error) {
    // Marked refunded but the provider failed: put it back so an operator (or a retry) sees it unpaid-back.
    await deps.db.prepare("UPDATE payments SET status = 'paid', refunded_at = NULL WHERE id = ?1").bind(payment.id).run();
    console.error('[posting] refund failed', payment.id, error instanceof Error ? error.message : error);
    return false;
  }
}
