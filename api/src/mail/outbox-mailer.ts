import type { SqlDatabase, SqlStatement } from '../db/database';
import { mailEnvelope } from './envelope';
import type { Mailer, OutgoingMail, SentMail } from './mailer';

/** Bytes of mail JSON bound to one statement: D1 takes at most 2 MB per bound value. */
export const OUTBOX_BYTES_PER_STATEMENT = 1_000_000;

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
    const envelope = mailEnvelope(this.from, mail);
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
        envelope.from,
        envelope.to,
        envelope.subject,
        mail.html,
        mail.text,
        JSON.stringify(envelope.headers),
        this.now().getTime(),
      );
  }

  /**
   * The statements that record many mails: as few as fit, each mail a JSON row of one bound
   * array (a statement's round trip costs more than the rows it writes; a job alert run
   * writes a mail per alert). A mail bigger than the limit gets a statement of its own.
   */
  insertStatements(mails: readonly OutgoingMail[]): SqlStatement[] {
    const encoder = new TextEncoder();
    const chunks: string[][] = [];
    let bytes = Infinity;
    for (const mail of mails) {
      const envelope = mailEnvelope(this.from, mail);
      const row = JSON.stringify({
        id: crypto.randomUUID(),
        key: mail.idempotencyKey ?? null,
        kind: mail.kind,
        to: envelope.to,
        subject: envelope.subject,
        html: mail.html,
        text: mail.text,
        headers: JSON.stringify(envelope.headers),
      });
      const size = encoder.encode(row).length + 1;
      if (bytes + size > OUTBOX_BYTES_PER_STATEMENT) {
        chunks.push([]);
        bytes = 0;
      }
      chunks.at(-1)!.push(row);
      bytes += size;
    }
    return chunks.map((rows) =>
      this.db
        .prepare(
          `INSERT INTO mail_outbox (id, idempotency_key, kind, from_address, to_address, subject, html, text, headers_json, created_at)
       SELECT m.value ->> 'id', m.value ->> 'key', m.value ->> 'kind', ?2, m.value ->> 'to', m.value ->> 'subject',
         m.value ->> 'html', m.value ->> 'text', m.value ->> 'headers', ?3
       FROM json_each(?1) AS m WHERE true
       ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(`[${rows.join(',')}]`, this.from, this.now().getTime()),
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
