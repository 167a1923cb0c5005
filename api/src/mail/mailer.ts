/**
 * One way out for every e-mail the product sends. Adapters: the local outbox in D1 (the
 * embedded default, readable at /dev/outbox), Cloudflare's `send_email` binding and an
 * HTTP provider in production, chosen by environment.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe for alert digests (RFC 8058). */
  headers?: Record<string, string>;
  /** What kind of mail this is ('sign-in', 'welcome', 'alert-digest', ...), for logs and the outbox. */
  kind: string;
  /**
   * Sending the same key twice delivers once: the outbox ignores the second insert and
   * HTTP providers receive it as their idempotency key.
   */
  idempotencyKey?: string;
}

export interface SentMail {
  /** The outbox row id or the provider's message id. */
  id: string;
  /** False when the idempotency key had already been sent. */
  delivered: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}
