import type { AlertRow } from '../alert-row';

/*
 * Idempotency keys of an alert's mails. The outbox and the providers deliver a key once, so a
 * key must name one mail and nothing else: two distinct mails sharing one would drop the
 * second without a word. An alert is named by its id and its creation time: ids are never
 * reused since migration 0013, and an id a database from before it reused differs in time.
 */
const alertName = (row: Pick<AlertRow, 'id' | 'created_at'>) => `${row.id}.${row.created_at}`;

/** The one confirmation mail an anonymous alert ever gets. */
export const confirmationMailKey = (row: Pick<AlertRow, 'id' | 'created_at'>) => `alert-confirmation:${alertName(row)}`;

/**
 * A digest: the alert and the window it covers, the jobs after its cursor for its due slot.
 * Both move once a digest is recorded, so a retried message (which reads them unchanged)
 * gets the same key and delivers nothing new.
 */
export const digestMailKey = (row: Pick<AlertRow, 'id' | 'created_at' | 'last_job_id' | 'next_due_at'>) =>
  `alert-digest:${alertName(row)}:${row.last_job_id}:${row.next_due_at ?? 0}`;
