import { mailEnvelope } from './envelope';
import type { Mailer, OutgoingMail, SentMail } from './mailer';

/** The slice of Cloudflare's `send_email` binding (Email Service) this adapter uses. */
export interface SendEmailBinding {
  send(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<{ messageId: string }>;
}

/**
 * Production adapter: Cloudflare Email Service through the Worker's `send_email` binding
 * (`EMAIL`). The platform has no idempotency key, so it travels as a header that a retry
 * repeats; callers that must never send twice record the key first (the outbox does).
 */
export class CloudflareMailer implements Mailer {
  constructor(
    private readonly binding: SendEmailBinding,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const { headers, ...envelope } = mailEnvelope(
      this.from,
      mail,
      mail.idempotencyKey ? { 'X-Chainwork-Idempotency-Key': mail.idempotencyKey } : {},
    );
    const result = await this.binding.send({
      ...envelope,
      html: mail.html,
      text: mail.text,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
    return { id: result.messageId, delivered: true };
  }
}
