import { env } from 'cloudflare:workers';
import type { Identity } from '@chainwork/shared-config';
import type { CompanyStep, JobStep } from '@chainwork/shared-config/posting';
import { appRouter } from '../src/root';
import { createCallerFactory, createContext, DEFAULT_API_SETTINGS } from '../src/trpc';
import type { ApiSettings } from '../src/config/settings';
import { paymentRoutes } from '../src/http/payment-routes';
import { OutboxMailer } from '../src/mail/outbox-mailer';
import { LocalPaymentProvider } from '../src/payments/local-provider';
import type { PaymentProvider } from '../src/payments/provider';
import { signWebhook } from '../src/payments/webhook-signature';
import type { PostingDeps } from '../src/posting/deps';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_posting_tests';
export const SITE = 'https://chainwork.example';

/** A movable clock shared by every caller of a test. */
export const clock = { now: new Date('2026-06-01T12:00:00.000Z') };

/** Refunds and closed checkouts the provider was asked for, so tests can see them. */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly name = 'local';
  readonly refunds: string[] = [];
  private readonly local = new LocalPaymentProvider(SITE);
  createCheckout = this.local.createCheckout.bind(this.local);
  refund(payment: { orderId: string }): Promise<void> {
    this.refunds.push(payment.orderId);
    return Promise.resolve();
  }
  cancelCheckout(): Promise<void> {
    return Promise.resolve();
  }
}

export const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, siteUrl: SITE, stripeWebhookSecret: WEBHOOK_SECRET };

export function postingDeps(payments: PaymentProvider): PostingDeps {
  const now = () => clock.now;
  return { db: env.DB, now, settings, mailer: new OutboxMailer(env.DB, settings.mailFrom, now), payments };
}

const createCaller = createCallerFactory(appRouter);

export function callerFor(identity: Identity | null, payments: PaymentProvider) {
  return createCaller(createContext({ ...postingDeps(payments), identity }));
}

export const employerA: Identity = { userId: 'user-a', email: 'ana@lumen.example', roles: ['employer'] };
export const employerB: Identity = { userId: 'user-b', email: 'bo@gmail.com', roles: ['employer'] };
export const moderator: Identity = { userId: 'user-m', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] };

export const companyStep: CompanyStep = {
  name: 'Lumen Labs',
  website: 'https://lumen.example',
  logo: null,
  description: 'We build zero-knowledge tooling for wallets and rollups.',
};

export function jobStep(overrides: Partial<JobStep> = {}): JobStep {
  return {
    title: 'Senior Rust Engineer, Provers',
    description: `## About the role\n\nYou will build our prover in Rust. ${'We ship open source code every week. '.repeat(6)}\n\n- Rust\n- Cryptography`,
    tags: ['rust', 'zero-knowledge'],
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    workplace: { kind: 'remote-within', area: 'europe' },
    salary: { min: 140_000, max: 180_000, currency: 'USD', period: 'YEAR' },
    apply: { kind: 'url', url: 'https://lumen.example/careers/prover' },
    ...overrides,
  };
}

/** The webhook app as the gateway reaches it, with the test's deps. */
export function webhookApp(payments: PaymentProvider) {
  return paymentRoutes(() => postingDeps(payments));
}

/** A `checkout.session.completed` event for a session, signed (or not) like Stripe's. */
export async function completedEvent(sessionId: string, options: { eventId?: string; timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${crypto.randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: `pi_${sessionId}` } },
  });
  const signature = await signWebhook(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp);
  return { payload, signature };
}

export function postWebhook(app: ReturnType<typeof webhookApp>, payload: string, signature: string | null) {
  return app.request('/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: signature ? { 'stripe-signature': signature, 'content-type': 'application/json' } : { 'content-type': 'application/json' },
  });
}

export async function outbox(kind: string, to?: string) {
  const { results } = await env.DB.prepare(
    'SELECT to_address, subject, text FROM mail_outbox WHERE kind = ?1 AND (?2 IS NULL OR to_address = ?2) ORDER BY created_at',
  )
    .bind(kind, to ?? null)
    .all<{ to_address: string; subject: string; text: string }>();
  return results;
}

export function sessionOf(checkoutUrl: string): string {
  return checkoutUrl.slice(checkoutUrl.lastIndexOf('/') + 1);
}
