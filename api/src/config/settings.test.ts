import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { ApiSettingsError, LOCAL_MAIL_FROM, readApiSettings } from './settings';

const db = {
  prepare: () => {
    throw new Error('unused');
  },
  batch: async () => [],
} as unknown as Env['DB'];
const queue = { sendBatch: async () => undefined };
const sessions = {} as Env['SESSIONS'];
const env = (vars: Partial<Env>): Env => ({ DB: db, ALERTS_QUEUE: queue, SESSIONS: sessions, ...vars });

describe('readApiSettings', () => {
  it('defaults to the embedded site: local provider, outbox, local address', () => {
    expect(readApiSettings(env({}))).toEqual({
      siteUrl: 'http://127.0.0.1:8787',
      signInPath: '/sign-in',
      signUpPath: '/sign-up',
      authProvider: 'local',
      localSigningKey: null,
      mailProvider: 'outbox',
      mailFrom: LOCAL_MAIL_FROM,
      resendApiKey: null,
      paymentProvider: 'local',
      stripeSecretKey: null,
      stripeWebhookSecret: null,
    });
  });

  it('needs both Stripe secrets with PAYMENT_PROVIDER=stripe', () => {
    expect(() => readApiSettings(env({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow('STRIPE_WEBHOOK_SECRET');
    expect(
      readApiSettings(env({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })),
    ).toMatchObject({ paymentProvider: 'stripe', stripeSecretKey: 'sk_test_1', stripeWebhookSecret: 'whsec_1' });
  });

  it('reads a production set-up, and empty values count as unset', () => {
    const settings = readApiSettings(
      env({
        SITE_URL: 'https://chainwork.example/',
        AUTH_PROVIDER: 'clerk',
        MAIL_PROVIDER: 'resend',
        RESEND_API_KEY: 're_1',
        SIGN_IN_PATH: '',
      }),
    );
    expect(settings).toMatchObject({
      siteUrl: 'https://chainwork.example',
      authProvider: 'clerk',
      mailProvider: 'resend',
      resendApiKey: 're_1',
      signInPath: '/sign-in',
    });
  });

  it('names the wrong settings, never their values', () => {
    const error = (() => {
      try {
        readApiSettings(env({ MAIL_PROVIDER: 'pigeon', SITE_URL: 'ftp://x', LOCAL_AUTH_PRIVATE_KEY: 'secret-value' }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiSettingsError);
    expect((error as Error).message).toBe('Invalid api settings: SITE_URL, LOCAL_AUTH_PRIVATE_KEY, MAIL_PROVIDER');
    expect(() => readApiSettings(env({ MAIL_PROVIDER: 'resend' }))).toThrow('RESEND_API_KEY');
  });
});
