import { allowedActions, type EmployerAction, type PlanId, type PostingState } from '@chainwork/shared-config/posting';
import type { SqlDatabase } from '../db/database';
import { postingData, type PostingData, type PostingRow } from './postings-repo';
import { DAY_MS } from '@chainwork/shared-config/time';

/** A posting as the form resumes it. */
export interface PostingView {
  id: string;
  state: PostingState;
  data: PostingData;
  savedAt: Date;
  rejectionReason: string | null;
  /** The job page's slug once approved. */
  slug: string | null;
  /** An edit of the live job waits for review. */
  pendingRevision: boolean;
}

/** A row of the employer's dashboard. */
export interface DashboardItem {
  id: string;
  state: PostingState;
  title: string | null;
  company: string | null;
  plan: PlanId | null;
  slug: string | null;
  /** Whole days until the listing ends (live jobs only; 0 on its last day). */
  daysLeft: number | null;
  expiresAt: Date | null;
  views: number;
  applyClicks: number;
  rejectionReason: string | null;
  pendingRevision: boolean;
  /** The moderator's reason when the latest edit of a live job was rejected. */
  revisionRejectionReason: string | null;
  actions: EmployerAction[];
}

interface Extras {
  pending_revision: number;
  revision_rejection: string | null;
  views: number | null;
  apply_clicks: number | null;
}

const EXTRAS_SQL = `
  EXISTS (SELECT 1 FROM posting_reviews WHERE posting_id = p.id AND kind = 'revision' AND status = 'pending') AS pending_revision,
  (SELECT CASE WHEN status = 'rejected' THEN reason END FROM posting_reviews WHERE posting_id = p.id AND kind = 'revision'
     ORDER BY submitted_at DESC LIMIT 1) AS revision_rejection,
  c.views, c.apply_clicks`;

export async function postingView(db: SqlDatabase, id: string): Promise<PostingView | null> {
  const row = await db
    .prepare(`SELECT p.*, ${EXTRAS_SQL} FROM postings AS p LEFT JOIN job_counters AS c ON c.slug = p.slug WHERE p.id = ?1`)
    .bind(id)
    .first<PostingRow & Extras>();
  return row ? toView(row) : null;
}

function toView(row: PostingRow & Extras): PostingView {
  return {
    id: row.id,
    state: row.state,
    data: postingData(row),
    savedAt: new Date(row.updated_at),
    rejectionReason: row.rejection_reason,
    slug: row.slug,
    pendingRevision: row.pending_revision === 1,
  };
}

export async function dashboard(db: SqlDatabase, ownerId: string, now: Date): Promise<DashboardItem[]> {
  const { results } = await db
    .prepare(
      `SELECT p.*, ${EXTRAS_SQL} FROM postings AS p LEFT JOIN job_counters AS c ON c.slug = p.slug
       WHERE p.owner_id = ?1 ORDER BY p.updated_at DESC, p.id LIMIT 200`,
    )
    .bind(ownerId)
    .all<PostingRow & Extras>();
  return results.map((row) => {
    const data = postingData(row);
    const live = row.state === 'live' && row.live_until !== null;
    return {
      id: row.id,
      state: row.state,
      title: data.job?.title ?? null,
      company: data.company?.name ?? null,
      plan: data.plan,
      slug: row.slug,
      daysLeft: live ? Math.max(0, Math.floor((row.live_until! - now.getTime()) / DAY_MS)) : null,
      expiresAt: row.live_until === null ? null : new Date(row.live_until),
      views: row.views ?? 0,
      applyClicks: row.apply_clicks ?? 0,
      rejectionReason: row.rejection_reason,
      pendingRevision: row.pending_revision === 1,
      revisionRejectionReason: row.pending_revision === 1 ? null : row.revision_rejection,
      actions: allowedActions(row.state),
    };
  });
}
