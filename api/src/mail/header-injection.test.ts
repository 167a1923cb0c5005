import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { CloudflareMailer, type SendEmailBinding } from './cloudflare-mailer';
import type { OutgoingMail } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { ResendMailer } from './resend-mailer';

/*
 * A job title with CR LF reached a receipt's subject. The schemas refuse
 * such text now; these mails bypass them, as a future caller might, and no adapter may let a
 * line break turn a value into a second header.
 */
const FROM = 'Chainwork <hello@chainwork.example>';
const hostile: OutgoingMail = {
  to: 'ada@example.com',
  subject: 'Your job: Engineer X\r\nBcc: victim@example.net',
  html: '<p>Hi</p>',
  text: 'Hi',
  kind: 'posting-receipt',
  idempotencyKey: 'posting-receipt:1',
  headers: { 'List-Unsubscribe': '<https://chainwork.example/u/1>\r\nBcc: victim@example.net', 'X-Note': 'Zürich\u2028café' },
};
const SAFE_SUBJECT = 'Your job: Engineer X Bcc: victim@example.net';
const SAFE_UNSUBSCRIBE = '<https://chainwork.example/u/1> Bcc: victim@example.net';
const lineBreak = /[\r\n\u2028\u2029\u0085]/;

describe('no adapter lets a line break start a header', () => {
  it('Resend: the request body holds the subject and headers on one line, non-ASCII header values encoded', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'x' }));
    await new ResendMailer('re_test_key', FROM, fetcher).send(hostile);
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { subject: string; headers: Record<string, string> };
    expect(body.subject).toBe(SAFE_SUBJECT);
    expect(body.headers).toEqual({ 'List-Unsubscribe': SAFE_UNSUBSCRIBE, 'X-Note': '=?UTF-8?B?WsO8cmljaCBjYWbDqQ==?=' });
    for (const value of [body.subject, ...Object.keys(body.headers), ...Object.values(body.headers)]) expect(value).not.toMatch(lineBreak);
  });

  it('Cloudflare send_email: the binding gets the subject and headers on one line', async () => {
    const send = vi.fn<SendEmailBinding['send']>(async () => ({ messageId: '<abc@cloudflare>' }));
    await new CloudflareMailer({ send }, FROM).send(hostile);
    const message = send.mock.calls[0]![0];
    expect(message.subject).toBe(SAFE_SUBJECT);
    expect(message.headers).toEqual({
      'List-Unsubscribe': SAFE_UNSUBSCRIBE,
      'X-Note': '=?UTF-8?B?WsO8cmljaCBjYWbDqQ==?=',
      'X-Chainwork-Idempotency-Key': 'posting-receipt:1',
    });
  });

  it('the local outbox records the subject and headers on one line', async () => {
    const sent = await new OutboxMailer(env.DB, FROM).send(hostile);
    const row = await env.DB.prepare('SELECT subject, headers_json FROM mail_outbox WHERE id = ?1')
      .bind(sent.id)
      .first<{ subject: string; headers_json: string }>();
    expect(row?.subject).toBe(SAFE_SUBJECT);
    expect(JSON.parse(row!.headers_json)).toMatchObject({ 'List-Unsubscribe': SAFE_UNSUBSCRIBE });
    const [batched] = new OutboxMailer(env.DB, FROM).insertStatements([{ ...hostile, idempotencyKey: 'posting-receipt:2' }]);
    await batched!.run();
    const again = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE idempotency_key = 'posting-receipt:2'").first('subject');
    expect(again).toBe(SAFE_SUBJECT);
  });

  it('refuses a header name that is not one, and an address with a line break, before anything is sent', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'x' }));
    const resend = new ResendMailer('re_test_key', FROM, fetcher);
    await expect(resend.send({ ...hostile, headers: { 'X-A\r\nBcc': 'v' } })).rejects.toThrow('Invalid mail header name');
    await expect(resend.send({ ...hostile, headers: { 'X-A: b': 'v' } })).rejects.toThrow('Invalid mail header name');
    await expect(resend.send({ ...hostile, to: 'ada@example.com\r\nBcc: victim@example.net' })).rejects.toThrow('Invalid mail address');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
