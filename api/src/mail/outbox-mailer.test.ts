import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer';

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
});
