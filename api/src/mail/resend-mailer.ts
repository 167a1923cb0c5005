import { mailEnvelope } from './envelope';
import type { Mailer, OutgoingMail, SentMail } from './mailer';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';

/** Raised when Resend refuses a mail; the message carries its status and error name, never the mail. */
export class MailProviderError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Resend answered ${status}: ${detail}`);
    this.name = 'MailProviderError';
  }
}

/**
 * Production adapter: Resend's HTTP API (one `fetch`, so it runs on Workers). The
 * idempotency key becomes Resend's `Idempotency-Key` header: a retry within 24 hours
 * delivers once, and Resend answers 409 when the same key comes with another body.
 */
export class ResendMailer implements Mailer {
  constructor(
    private readonly apiKey: string,
    private readonly from: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const envelope = mailEnvelope(this.from, mail);
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.apiKey}`,
      'content-type': 'application/json',
    };
    if (mail.idempotencyKey) headers['idempotency-key'] = mail.idempotencyKey;
    const response = await this.fetcher(RESEND_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        from: envelope.from,
        to: [envelope.to],
        subject: envelope.subject,
        html: mail.html,
        text: mail.text,
        ...(Object.keys(envelope.headers).length > 0 ? { headers: envelope.headers } : {}),
        tags: [{ name: 'kind', value: mail.kind.replace(/[^A-Za-z0-9_-]/g, '_') }],
      }),
    });
    const body = (await response.json().catch(() => null)) as { id?: unknown; name?: unknown; message?: unknown } | null;
    if (!response.ok || typeof body?.id !== 'string') {
      throw new MailProviderError(response.status, typeof body?.name === 'string' ? body.name : 'unexpected answer');
    }
    return { id: body.id, delivered: true };
  }
}
