import { TRPCError } from '@trpc/server';
import type { CompanyStep, JobStep, PlanId } from '@chainwork/shared-config/posting';
import type { PostingDeps, Owner } from './deps';
import { checkNewTags, ownPosting, rememberCompany } from './drafts';
import { POSTING_MESSAGES, requireTransition } from './errors';
import { cancelOpenCheckout, openCheckout } from './orders';
import { compareAndSetState, type PostingRow } from './postings-repo';

/**
 * Edit a live job: the edit enters review as a revision while the approved version stays
 * live. A second edit before the review replaces the pending one.
 */
export async function revisePosting(deps: PostingDeps, owner: Owner, postingId: string, company: CompanyStep, job: JobStep): Promise<void> {
  const row = await ownPosting(deps.db, owner, postingId);
  requireTransition(row.state, 'revise');
  await checkNewTags(deps.db, job.tags, ['job', 'tags']);
  const now = deps.now().getTime();
  await deps.db.batch([
    deps.db
      .prepare(
        `INSERT INTO posting_reviews (id, posting_id, kind, company_json, job_json, plan, status, submitted_at)
         VALUES (?1, ?2, 'revision', ?3, ?4, ?5, 'pending', ?6)
         ON CONFLICT (posting_id) WHERE status = 'pending'
         DO UPDATE SET company_json = excluded.company_json, job_json = excluded.job_json, submitted_at = excluded.submitted_at`,
      )
      .bind(crypto.randomUUID(), row.id, JSON.stringify(company), JSON.stringify(job), row.plan, now),
    deps.db.prepare('UPDATE postings SET updated_at = ?2 WHERE id = ?1').bind(row.id, now),
    rememberCompany(deps.db, owner, company, now),
  ]);
}

/** Close (position filled): the job leaves search, its page answers 410 without JSON-LD. Final. */
export async function closePosting(deps: PostingDeps, owner: Owner, postingId: string): Promise<PostingRow> {
  const row = await ownPosting(deps.db, owner, postingId);
  const next = requireTransition(row.state, 'close');
  const now = deps.now().getTime();
  const [moved] = await deps.db.batch<{ id: string }>([
    compareAndSetState(deps.db, row.id, row.state, next, now),
    // closed_at: a company page counts the roles it closed lately.
    deps.db.prepare("UPDATE jobs SET status = 'removed', closed_at = ?2 WHERE slug = ?1 AND status = 'published'").bind(row.slug, now),
    // An edit waiting for review has nothing left to change.
    deps.db
      .prepare(
        "UPDATE posting_reviews SET status = 'rejected', reason = 'Closed by the employer', decided_at = ?2 WHERE posting_id = ?1 AND status = 'pending'",
      )
      .bind(row.id, now),
  ]);
  if (!moved?.results.length) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.changedMeanwhile });
  await cancelOpenCheckout(deps, row.id);
  return { ...row, state: next };
}

/** Renew a live (expiring) or expired job: a paid order that keeps the URL; `plan` may change. */
export async function renewPosting(deps: PostingDeps, row: PostingRow, plan: PlanId | undefined): Promise<{ checkoutUrl: string }> {
  requireTransition(row.state, 'renew');
  const chosen = plan ?? row.plan;
  if (!chosen) throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.unfinished });
  return openCheckout(deps, row, 'renewal', chosen);
}
