/**
 * The moderation queues of content: pending submissions, oldest first, and the decisions.
 * A decision is taken once: approving or rejecting something already decided is refused,
 * so two moderators never undo each other silently.
 */
import { TRPCError } from '@trpc/server';
import type { EventFields, ListingFields, ModerationQueueId } from '@chainwork/shared-config/content';
import type { SqlDatabase } from '../../db/database';
import { ERROR_MESSAGES } from '../../error-messages';
import { slugify } from '../content-file';
import { EVENT_COLUMNS, toEvent, type CalendarEvent, type EventRow } from '../events/event-row';
import { updateEventStatement } from '../events/events-repo';

const TABLES = { listings: 'listing_suggestions', events: 'events', feedback: 'feedback' } as const satisfies Record<
  ModerationQueueId,
  string
>;

/** How many submissions one queue page shows. */
export const QUEUE_PAGE_SIZE = 50;

export interface QueueMeta {
  id: number;
  submittedAt: Date;
  submittedBy: string | null;
}
export interface ListingSubmission extends QueueMeta {
  fields: ListingFields;
  note: string;
}
export interface EventSubmission extends QueueMeta {
  event: CalendarEvent;
}
export interface FeedbackSubmission extends QueueMeta {
  name: string;
  role: string;
  company: string;
  rating: number;
  message: string;
}

export async function pendingCounts(db: SqlDatabase): Promise<Record<ModerationQueueId, number>> {
  const row = await db
    .prepare(
      `SELECT
      (SELECT count(*) FROM listing_suggestions WHERE status = 'pending') AS listings,
      (SELECT count(*) FROM events WHERE status = 'pending') AS events,
      (SELECT count(*) FROM feedback WHERE status = 'pending') AS feedback`,
    )
    .first<Record<ModerationQueueId, number>>();
  return row ?? { listings: 0, events: 0, feedback: 0 };
}

export async function pendingListings(db: SqlDatabase): Promise<ListingSubmission[]> {
  const { results } = await db
    .prepare(
      `SELECT id, fields_json, note, submitted_at, submitted_by FROM listing_suggestions
    WHERE status = 'pending' ORDER BY submitted_at, id LIMIT ?1`,
    )
    .bind(QUEUE_PAGE_SIZE)
    .all<{ id: number; fields_json: string; note: string; submitted_at: number; submitted_by: string | null }>();
  return results.map((r) => ({
    id: r.id,
    fields: JSON.parse(r.fields_json) as ListingFields,
    note: r.note,
    submittedAt: new Date(r.submitted_at),
    submittedBy: r.submitted_by,
  }));
}

export async function pendingEvents(db: SqlDatabase): Promise<EventSubmission[]> {
  const { results } = await db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE status = 'pending' ORDER BY submitted_at, id LIMIT ?1`)
    .bind(QUEUE_PAGE_SIZE)
    .all<EventRow>();
  return results.map((r) => ({ id: r.id, event: toEvent(r), submittedAt: new Date(r.submitted_at), submittedBy: r.submitted_by }));
}

export async function pendingFeedback(db: SqlDatabase): Promise<FeedbackSubmission[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, role, company, rating, message, submitted_at FROM feedback
    WHERE status = 'pending' ORDER BY submitted_at, id LIMIT ?1`,
    )
    .bind(QUEUE_PAGE_SIZE)
    .all<{ id: number; name: string; role: string; company: string; rating: number; message: string; submitted_at: number }>();
  return results.map(({ submitted_at, ...r }) => ({ ...r, submittedAt: new Date(submitted_at), submittedBy: null }));
}

/** Refuses a missing or already decided submission with a stable message. */
async function assertPending(db: SqlDatabase, queue: ModerationQueueId, id: number): Promise<void> {
  const row = await db.prepare(`SELECT status FROM ${TABLES[queue]} WHERE id = ?1`).bind(id).first<{ status: string }>();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.submissionNotFound });
  if (row.status !== 'pending') throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.alreadyModerated });
}

export interface Decision {
  id: number;
  moderator: string;
  now: Date;
}

export async function rejectSubmission(db: SqlDatabase, queue: ModerationQueueId, decision: Decision & { note: string }): Promise<void> {
  await assertPending(db, queue, decision.id);
  await db
    .prepare(
      `UPDATE ${TABLES[queue]} SET status = 'rejected', reviewed_by = ?2, reviewed_at = ?3, moderation_note = ?4
    WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(decision.id, decision.moderator, decision.now.getTime(), decision.note)
    .run();
}

export async function approveFeedback(
  db: SqlDatabase,
  decision: Decision & { edits?: Omit<FeedbackSubmission, keyof QueueMeta> },
): Promise<void> {
  await assertPending(db, 'feedback', decision.id);
  const at = decision.now.getTime();
  const edit = decision.edits
    ? [
        db
          .prepare('UPDATE feedback SET name = ?2, role = ?3, company = ?4, rating = ?5, message = ?6 WHERE id = ?1')
          .bind(
            decision.id,
            decision.edits.name,
            decision.edits.role,
            decision.edits.company,
            decision.edits.rating,
            decision.edits.message,
          ),
      ]
    : [];
  await db.batch([
    ...edit,
    db
      .prepare("UPDATE feedback SET status = 'approved', reviewed_by = ?2, reviewed_at = ?3 WHERE id = ?1")
      .bind(decision.id, decision.moderator, at),
  ]);
}

export async function approveEvent(db: SqlDatabase, decision: Decision & { edits?: EventFields }): Promise<void> {
  await assertPending(db, 'events', decision.id);
  const edit = decision.edits ? [updateEventStatement(db, decision.id, decision.edits, decision.now)] : [];
  await db.batch([
    ...edit,
    db
      .prepare("UPDATE events SET status = 'approved', reviewed_by = ?2, reviewed_at = ?3, updated_at = ?3 WHERE id = ?1")
      .bind(decision.id, decision.moderator, decision.now.getTime()),
  ]);
}

/** Approving a suggestion publishes it as a directory entry (origin 'suggestion', kept by file loads). */
export async function approveListing(db: SqlDatabase, decision: Decision & { edits?: ListingFields }): Promise<string> {
  await assertPending(db, 'listings', decision.id);
  const row = await db
    .prepare('SELECT fields_json FROM listing_suggestions WHERE id = ?1')
    .bind(decision.id)
    .first<{ fields_json: string }>();
  const fields = decision.edits ?? (JSON.parse(row!.fields_json) as ListingFields);
  const slug = slugify(fields.name);
  const existing = await db.prepare('SELECT slug FROM directory_entries WHERE slug = ?1').bind(slug).first();
  if (existing || !slug) throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.listingExists });
  const at = decision.now.getTime();
  await db.batch([
    db
      .prepare(
        `INSERT INTO directory_entries (slug, name, type, description, website, location, stages_json, focus_json, ecosystems_json,
        terms, source_file, attribution, origin, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NULL, NULL, NULL, 'suggestion', ?10)`,
      )
      .bind(
        slug,
        fields.name,
        fields.type,
        fields.description,
        fields.website,
        fields.location,
        JSON.stringify(fields.stages),
        JSON.stringify(fields.focus),
        JSON.stringify(fields.ecosystems),
        at,
      ),
    db
      .prepare(
        `UPDATE listing_suggestions SET status = 'approved', reviewed_by = ?2, reviewed_at = ?3, entry_slug = ?4, fields_json = ?5
      WHERE id = ?1`,
      )
      .bind(decision.id, decision.moderator, at, slug, JSON.stringify(fields)),
  ]);
  return slug;
}
