import { describeSearch } from '@chainwork/shared-config';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { ALERT_COLUMNS, alertSearch, type AlertRow } from '../alert-row';
import { digestsStatement, highWaterStatement, readDigests, readHighWater, type DigestJobs } from '../digest/digest-search';
import { nextDueAt } from '../due';
import { alertLinks, unsubscribeHeaders } from '../links';
import { digestMail } from '../mail/alert-mails';
import { digestMailKey } from '../mail/mail-keys';
import type { AlertRunMessage } from './messages';

export interface AlertRunDeps {
  db: SqlDatabase;
  mailer: Mailer;
  siteUrl: string;
  now: () => Date;
}

/** What one message did, for the log line the benchmark reads. */
export interface BatchReport {
  /** Alerts in the message still due when it ran (the others were done by an earlier try). */
  alerts: number;
  mailed: number;
  /** Due alerts without a new job: no mail, the cursor moves on. */
  empty: number;
  searchMs: number;
  renderMs: number;
  writeMs: number;
}

/** A mailer that can hand over its insert, so the mail and our rows commit together (the local outbox). */
type BatchingMailer = Mailer & { insertStatements(mails: readonly OutgoingMail[]): SqlStatement[] };
const canBatch = (mailer: Mailer): mailer is BatchingMailer => typeof (mailer as Partial<BatchingMailer>).insertStatements === 'function';

/** The jobs one alert's digest mailed. */
interface SentJobs {
  alertId: number;
  jobIds: number[];
}

/** An alert's new cursor and due time, conditional on the slot it served. */
interface CursorMove {
  alertId: number;
  slot: number | null;
  nextDueAt: number;
  mailed: 0 | 1;
}

/*
 * The run's records for every alert of the message in two statements (one per table, the
 * alerts as a JSON array) rather than one or two per alert: a D1 statement's round trip
 * costs more than these writes. Each cursor move is conditional on the slot it served: a
 * concurrent or earlier try that already moved it wins.
 */
function recordStatements(
  db: SqlDatabase,
  run: { sent: readonly SentJobs[]; moves: readonly CursorMove[]; highWater: number; at: number },
): SqlStatement[] {
  const statements: SqlStatement[] = [];
  if (run.sent.length > 0)
    statements.push(
      db
        .prepare(
          `INSERT INTO alert_sent_jobs (alert_id, job_id, sent_at)
      SELECT a.value ->> 'alertId', j.value, ?2 FROM json_each(?1) AS a, json_each(a.value -> 'jobIds') AS j WHERE true
      ON CONFLICT (alert_id, job_id) DO NOTHING`,
        )
        .bind(JSON.stringify(run.sent), run.at),
    );
  statements.push(
    db
      .prepare(
        `UPDATE alerts SET last_job_id = max(last_job_id, ?2), next_due_at = m.value ->> 'nextDueAt', updated_at = ?3,
        last_digest_at = CASE WHEN m.value ->> 'mailed' THEN ?3 ELSE last_digest_at END
      FROM json_each(?1) AS m
      WHERE alerts.id = m.value ->> 'alertId' AND alerts.status = 'active' AND alerts.next_due_at = m.value ->> 'slot'`,
      )
      .bind(JSON.stringify(run.moves), run.highWater, run.at),
  );
  return statements;
}

/**
 * The queue's half of a run: the digests of one message's alerts.
 *
 * 1. Reads the alerts that are still active and due (a retried message skips what an
 *    earlier try recorded).
 * 2. One batch (one transaction, one snapshot): the newest job id and every alert's search.
 * 3. Renders the mails of the alerts with new jobs.
 * 4. One batch records, per alert, the jobs it mailed (`alert_sent_jobs`), its new cursor and
 *    next due time, and, with the local outbox, the mail itself: all of it or none. With an
 *    HTTP provider the mails go first, each with its idempotency key (the provider delivers a
 *    key once), then the batch; a crash between the two resends the same keys, which deliver
 *    nothing new. Either way a crash or retry at any point mails no job twice and skips none.
 */
export async function processAlertBatch(deps: AlertRunDeps, message: AlertRunMessage): Promise<BatchReport> {
  const { db } = deps;
  const report: BatchReport = { alerts: 0, mailed: 0, empty: 0, searchMs: 0, renderMs: 0, writeMs: 0 };
  const { results: rows } = await db
    .prepare(
      `SELECT ${ALERT_COLUMNS} FROM alerts
    WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'active' AND next_due_at <= ?2 ORDER BY id`,
    )
    .bind(JSON.stringify(message.alertIds), message.runAt)
    .all<AlertRow>();
  if (rows.length === 0) return report;
  report.alerts = rows.length;

  const now = deps.now();
  const started = Date.now();
  const targets = rows.map((row) => ({ row, search: alertSearch(row) }));
  const digestTargets = targets.map(({ row, search }) => ({ id: row.id, search, lastJobId: row.last_job_id }));
  // Every alert's digest in one statement.
  const [highWaterResult, digestResult] = await db.batch([highWaterStatement(db), digestsStatement(db, digestTargets, now)]);
  const highWater = readHighWater(highWaterResult);
  const digests: DigestJobs[] = readDigests(digestResult, digestTargets.length, now);
  report.searchMs = Date.now() - started;

  const renderStarted = Date.now();
  const mails: OutgoingMail[] = [];
  const sent: SentJobs[] = [];
  const moves: CursorMove[] = [];
  for (const [i, { row, search }] of targets.entries()) {
    const digest = digests[i]!;
    const mailed = digest.jobs.length > 0;
    if (mailed) {
      const content = await digestMail({
        siteUrl: deps.siteUrl,
        description: describeSearch(search),
        frequency: row.frequency,
        jobs: digest.jobs,
        more: digest.more,
        now,
        searchUrl: alertLinks.search(deps.siteUrl, search),
        unsubscribeUrl: alertLinks.unsubscribe(deps.siteUrl, row.unsubscribe_token),
        manageUrl: alertLinks.manage(deps.siteUrl),
      });
      mails.push({
        to: row.email,
        ...content,
        kind: 'alert-digest',
        idempotencyKey: digestMailKey(row),
        headers: unsubscribeHeaders(deps.siteUrl, row.unsubscribe_token),
      });
      sent.push({ alertId: row.id, jobIds: digest.jobs.map((job) => job.id) });
      report.mailed += 1;
    } else {
      report.empty += 1;
    }
    moves.push({
      alertId: row.id,
      slot: row.next_due_at,
      nextDueAt: nextDueAt(row.frequency, Math.max(row.next_due_at ?? 0, now.getTime())),
      mailed: mailed ? 1 : 0,
    });
  }
  const records = recordStatements(db, { sent, moves, highWater, at: now.getTime() });
  report.renderMs = Date.now() - renderStarted;

  const writeStarted = Date.now();
  const { mailer } = deps;
  if (canBatch(mailer)) {
    await db.batch([...mailer.insertStatements(mails), ...records]);
  } else {
    for (const mail of mails) await mailer.send(mail);
    await db.batch(records);
  }
  report.writeMs = Date.now() - writeStarted;
  return report;
}
