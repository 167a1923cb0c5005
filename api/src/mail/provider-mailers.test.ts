import { describe, expect, it, vi } from 'vitest';
import { CloudflareMailer, type SendEmailBinding } from './cloudflare-mailer';
import { MailProviderError, RESEND_ENDPOINT, ResendMailer } from './resend-mailer';

const mail = {
  to: 'ada@example.com',
  subject: 'Your code',
  html: '<p>Hi</p>',
  text: 'Hi',
  kind: 'sign-in',
  idempotencyKey: 'sign-in:0b7f',
  headers: { 'List-Unsubscribe': '<https://chainwork.example/u/1>' },
};
const FROM = 'Chainwork <hello@chainwork.example>';

describe('ResendMailer', () => {
  it('sends the request Resend documents: bearer key, idempotency key, JSON body', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
    const sent = await new ResendMailer('re_test_key', FROM, fetcher).send(mail);
    expect(sent).toEqual({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794', delivered: true });

    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RESEND_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      authorization: 'Bearer re_test_key',
      'content-type': 'application/json',
      'idempotency-key': 'sign-in:0b7f',
    });
    // The recorded shape of a Resend "send email" request.
    expect(JSON.parse(String(init.body))).toEqual({
      from: FROM,
      to: ['ada@example.com'],
      subject: 'Your code',
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: { 'List-Unsubscribe': '<https://chainwork.example/u/1>' },
      tags: [{ name: 'kind', value: 'sign-in' }],
    });
  });

  it('raises a provider error with the status and error name, never the mail', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `to` field' }, { status: 422 }),
    );
    const error = await new ResendMailer('re_test_key', FROM, fetcher).send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailProviderError);
    expect((error as MailProviderError).status).toBe(422);
    expect((error as Error).message).toBe('Resend answered 422: validation_error');
  });

  it('treats an answer without an id as a failure', async () => {
    const fetcher = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 200 }));
    await expect(new ResendMailer('k', FROM, fetcher).send(mail)).rejects.toThrow(MailProviderError);
  });
});

describe('CloudflareMailer', () => {
  it('calls the send_email binding with the message fields and the idempotency key as a header', async () => {
    const send = vi.fn<SendEmailBinding['send']>(async () => ({ messageId: '<abc@cloudflare>' }));
    const sent = await new CloudflareMailer({ send }, FROM).send(mail);
    expect(sent).toEqual({ id: '<abc@cloudflare>', delivered: true });
    expect(send).toHaveBeenCalledWith({
      from: FROM,
      to: 'ada@example.com',
      subject: 'Your code',
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: { 'List-Unsubscribe': '<https://chainwork.example/u/1>', 'X-Chainwork-Idempotency-Key': 'sign-in:0b7f' },
    });
  });

  it('lets a binding failure reach the caller', async () => {
    const send = vi.fn(async () => {
      throw new Error('destination address not verified');
    });
    await expect(new CloudflareMailer({ send }, FROM).send(mail)).rejects.toThrow('destination address not verified');
  });
});
