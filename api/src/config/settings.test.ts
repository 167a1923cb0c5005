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
const logos = {} as Env['LOGOS'];
const channelsQueue = { send: async () => undefined, sendBatch: async () => undefined };
const env = (vars: Partial<Env>): Env => ({
  DB: db,
  ALERTS_QUEUE: queue,
  IMPORTS_QUEUE: queue,
  CHANNELS_QUEUE: channelsQueue,
  SESSIONS: sessions,
  LOGOS: logos,
  ...vars,
});

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
      importStandinUrl: null,
      channels: { enabled: ['telegram', 'discord', 'bluesky'], telegram: null, discord: null, bluesky: null },
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
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
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

  it('stops on a public site that forgot the settings that take money or send mail, naming each', () => {
    const forgotten = () => readApiSettings(env({ SITE_URL: 'https://chainwork.example' }));
    expect(forgotten).toThrow(ApiSettingsError);
    expect(forgotten).toThrow(/PAYMENT_PROVIDER, MAIL_PROVIDER/);
    expect(forgotten).toThrow(/PAYMENT_PROVIDER must be "stripe" on a public SITE_URL/);
    const production = {
      SITE_URL: 'https://chainwork.example',
      MAIL_PROVIDER: 'resend',
      RESEND_API_KEY: 're_1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => readApiSettings(env({ ...production, PAYMENT_PROVIDER: 'local' }))).toThrow(/PAYMENT_PROVIDER/);
    expect(() => readApiSettings(env({ ...production, MAIL_PROVIDER: 'outbox' }))).toThrow(/MAIL_PROVIDER/);
    expect(() => readApiSettings(env({ ...production, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' }))).toThrow(
      /TURNSTILE_SECRET_KEY is a test secret/,
    );
    expect(readApiSettings(env({ ...production, TURNSTILE_SECRET_KEY: '0x4AAAAAAAB-real-secret' }))).toMatchObject({
      paymentProvider: 'stripe',
    });
  });

  it('keeps the embedded defaults on every loopback address', () => {
    for (const site of ['http://127.0.0.1:8788', 'http://localhost:8787', 'http://[::1]:8787', 'http://127.1.2.3'])
      expect(readApiSettings(env({ SITE_URL: site, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' })).paymentProvider).toBe(
        'local',
      );
  });

  it("reads the job boards' stand-in on a loopback site, as its origin", () => {
    expect(readApiSettings(env({ IMPORT_STANDIN_URL: 'http://127.0.0.1:8790/' })).importStandinUrl).toBe('http://127.0.0.1:8790');
    expect(readApiSettings(env({ IMPORT_STANDIN_URL: 'http://localhost:8790' })).importStandinUrl).toBe('http://localhost:8790');
  });

  it('refuses a stand-in that is not an http root on this machine, naming the setting, never its value', () => {
    for (const standin of [
      'http://10.0.0.5:8790',
      'https://standin.example',
      'http://127.0.0.1:8790/boards',
      'ftp://127.0.0.1',
      'not a url',
    ])
      expect(() => readApiSettings(env({ IMPORT_STANDIN_URL: standin }))).toThrow(
        'Invalid api settings: IMPORT_STANDIN_URL (IMPORT_STANDIN_URL must be an http address on this machine with no path (e.g. http://127.0.0.1:8790))',
      );
  });

  it('stops on a public site with the stand-in set, even a loopback one (it would import fictional jobs)', () => {
    const production = {
      SITE_URL: 'https://chainwork.example',
      MAIL_PROVIDER: 'resend',
      RESEND_API_KEY: 're_1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => readApiSettings(env({ ...production, IMPORT_STANDIN_URL: 'http://127.0.0.1:8790' }))).toThrow(
      'Invalid api settings: IMPORT_STANDIN_URL (IMPORT_STANDIN_URL must be unset on a public SITE_URL (it replaces every job board with the local stand-in))',
    );
    expect(readApiSettings(env(production)).importStandinUrl).toBeNull();
  });

  describe('channels', () => {
    const production = {
      SITE_URL: 'https://chainwork.example',
      MAIL_PROVIDER: 'resend',
      RESEND_API_KEY: 're_1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const credentials = {
      TELEGRAM_BOT_TOKEN: '123456:ABC-token',
      TELEGRAM_CHAT_ID: '@chainwork_jobs',
      DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/secret-token',
      BLUESKY_HANDLE: 'chainwork.bsky.social',
      BLUESKY_APP_PASSWORD: 'abcd-efgh-ijkl-mnop',
    };

    it('stops a public site with an enabled channel whose secret is missing, naming the variable, never a value', () => {
      const { DISCORD_WEBHOOK_URL: _missing, ...withoutDiscord } = credentials;
      const start = () => readApiSettings(env({ ...production, ...withoutDiscord, CHANNELS_ENABLED: 'telegram,discord,bluesky' }));
      expect(start).toThrow(ApiSettingsError);
      expect(start).toThrow(
        'Invalid api settings: DISCORD_WEBHOOK_URL (DISCORD_WEBHOOK_URL is required on a public SITE_URL while discord is in CHANNELS_ENABLED)',
      );
      expect(() => readApiSettings(env({ ...production, CHANNELS_ENABLED: 'telegram' }))).toThrow(/TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID/);
      // The same set-up with the channel off starts, and posts nowhere there.
      expect(readApiSettings(env({ ...production, ...withoutDiscord, CHANNELS_ENABLED: 'telegram,bluesky' })).channels.enabled).toEqual([
        'telegram',
        'bluesky',
      ]);
    });

    it("reads a public site's credentials for its real clients; a webhook off Discord's host is refused there", () => {
      const settings = readApiSettings(env({ ...production, ...credentials, CHANNELS_ENABLED: 'telegram,discord,bluesky' }));
      expect(settings.channels).toEqual({
        enabled: ['telegram', 'discord', 'bluesky'],
        telegram: { botToken: '123456:ABC-token', chatId: '@chainwork_jobs' },
        discord: { webhookUrl: 'https://discord.com/api/webhooks/1/secret-token' },
        bluesky: { service: 'https://bsky.social', handle: 'chainwork.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
      });
      expect(() =>
        readApiSettings(
          env({ ...production, ...credentials, DISCORD_WEBHOOK_URL: 'https://evil.example/api/webhooks/1/x', CHANNELS_ENABLED: 'discord' }),
        ),
      ).toThrow(/DISCORD_WEBHOOK_URL must be an https:\/\/discord.com\/api\/webhooks/);
      // Unset on a public site: no channel, rather than a guess.
      expect(readApiSettings(env(production)).channels.enabled).toEqual([]);
    });

    it('locally, posts every channel to the outbox unless it has credentials; half a set of credentials is refused', () => {
      expect(readApiSettings(env({ DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/x' })).channels).toMatchObject({
        enabled: ['telegram', 'discord', 'bluesky'],
        telegram: null,
        discord: { webhookUrl: 'http://127.0.0.1:9/api/webhooks/1/x' },
        bluesky: null,
      });
      expect(readApiSettings(env({ CHANNELS_ENABLED: 'none' })).channels.enabled).toEqual([]);
      expect(() => readApiSettings(env({ TELEGRAM_BOT_TOKEN: '123456:ABC-token' }))).toThrow(
        'Invalid api settings: TELEGRAM_CHAT_ID (TELEGRAM_CHAT_ID is required with TELEGRAM_BOT_TOKEN)',
      );
      expect(() => readApiSettings(env({ CHANNELS_ENABLED: 'telegram,myspace' }))).toThrow(/CHANNELS_ENABLED lists an unknown channel/);
      const badToken = () => readApiSettings(env({ TELEGRAM_BOT_TOKEN: 'not a token', TELEGRAM_CHAT_ID: '@chainwork_jobs' }));
      expect(badToken).toThrow('TELEGRAM_BOT_TOKEN');
      expect(badToken).not.toThrow(/not a token/);
    });
  });
});
