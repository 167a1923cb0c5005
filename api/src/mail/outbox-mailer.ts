import type { SqlDatabase } from '../db/database';
import type { Mailer, OutgoingMail, SentMail } from './mailer';

/**
 * The embedded default: every mail is a row of `mail_outbox` (migration 0006), shown at
 * /dev/outbox in local mode. An idempotency key already in the table sends nothing.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: SqlDatabase,
    private readonly from: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The statement that records a mail, for callers that must write it in one batch with their own rows. */
  insertStatement(mail: OutgoingMail, id: string = crypto.randomUUID()) {
    return this.db
      .prepare(
        `INSERT INTO mail_outbox (id, idempotency_key, kind, from_address, to_address, subject, html, text, headers_json, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        id,
        mail.idempotencyKey ?? null,
        mail.kind,
        this.from,
        mail.to,
        mail.subject,
        mail.html,
        mail.text,
        JSON.stringify(mail.headers ?? {}),
        this.now().getTime(),
      );
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const id = crypto.randomUUID();
    await this.insertStatement(mail, id).run();
    if (!mail.idempotencyKey) return { id, delivered: true };
    const row = await this.db
      .prepare('SELECT id FROM mail_outbox WHERE idempotency_key = ?1')
      .bind(mail.idempotencyKey)
      .first<{ id: string }>();
    return { id: row?.id ?? id, delivered: row?.id === id };
  }
}
