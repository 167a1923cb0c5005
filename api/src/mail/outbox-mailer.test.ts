import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../db/database';
import { OUTBOX_BYTES_PER_STATEMENT, OutboxMailer } from './outbox-mailer';

const mail = { to: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', kind: 'test' };

describe('OutboxMailer', () => {
  it('records a mail with its headers', async () => {
    const sent = await new OutboxMailer(env.DB, 'Chainwork <hello@chainwork.example>').send({
      ...mail,
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
    });
    expect(sent.delivered).toBe(true);
    const row = await env.DB.prepare('SELECT * FROM mail_outbox WHERE id = ?1').bind(sent.id).first<Record<string, string>>();
    expect(row).toMatchObject({
      to_address: 'ada@example.com',
      subject: 'Hello',
      kind: 'test',
      from_address: 'Chainwork <hello@chainwork.example>',
    });
    expect(JSON.parse(row!.headers_json!)).toEqual({ 'List-Unsubscribe': '<https://x.example/u>' });
  });

  it('sends a mail with the same idempotency key once', async () => {
    const mailer = new OutboxMailer(env.DB, 'x@chainwork.example');
    const first = await mailer.send({ ...mail, idempotencyKey: 'digest:1:2026-06-01' });
    const second = await mailer.send({ ...mail, idempotencyKey: 'digest:1:2026-06-01' });
    expect(first.delivered).toBe(true);
    expect(second).toEqual({ id: first.id, delivered: false });
    const { results } = await env.DB.prepare("SELECT id FROM mail_outbox WHERE idempotency_key = 'digest:1:2026-06-01'").all();
    expect(results).toHaveLength(1);
  });

  it('records many mails in as few statements as fit, each key once', async () => {
    const mailer = new OutboxMailer(env.DB, 'x@chainwork.example');
    await mailer.send({ ...mail, idempotencyKey: 'many:0' });
    const big = 'é'.repeat(OUTBOX_BYTES_PER_STATEMENT / 5); // 2 bytes a character: two fit in a statement, three do not
    const mails = [0, 1, 2].map((i) => ({
      ...mail,
      idempotencyKey: `many:${i}`,
      html: `<p>${i}${big}</p>`,
      headers: { 'X-N': String(i) },
    }));
    const statements = mailer.insertStatements(mails);
    expect(statements.length).toBe(2);
    const db: SqlDatabase = env.DB;
    await db.batch(statements);
    const { results } = await env.DB.prepare(
      "SELECT idempotency_key, substr(html, 1, 4) AS start, length(html) AS length, headers_json, from_address FROM mail_outbox WHERE idempotency_key LIKE 'many:%' ORDER BY idempotency_key",
    ).all<Record<string, string | number>>();
    expect(results).toEqual([
      { idempotency_key: 'many:0', start: '<p>H', length: 9, headers_json: '{}', from_address: 'x@chainwork.example' },
      {
        idempotency_key: 'many:1',
        start: '<p>1',
        length: big.length + 8,
        headers_json: '{"X-N":"1"}',
        from_address: 'x@chainwork.example',
      },
      {
        idempotency_key: 'many:2',
        start: '<p>2',
        length: big.length + 8,
        headers_json: '{"X-N":"2"}',
        from_address: 'x@chainwork.example',
      },
    ]);
  });
});
