import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { isSecureSite, readGatewaySettings, readSettings, SettingsError, type Bindings } from './env';

function withVars(vars: Partial<Record<keyof Bindings, unknown>>): Bindings {
  return { ...env, ...vars } as Bindings;
}

describe('readSettings', () => {
  it('reads wrangler.jsonc vars into PublicSettings', () => {
    expect(readSettings(env)).toEqual({
      siteUrl: 'http://127.0.0.1:8787',
      signInPath: '/sign-in',
      signUpPath: '/sign-up',
      newsletterSubscribeUrl: 'https://buttondown.com/api/emails/embed-subscribe/chainwork',
      analyticsToken: '',
      webAnalyticsId: '',
      authPublishableKey: '',
      turnstileSiteKey: '1x00000000000000000000AA',
      authProvider: 'local',
      social: {
        email: 'mailto:hello@chainwork.example',
        microblog: 'https://x.com/chainworkjobs',
        messaging: 'https://t.me/chainworkjobs',
        chat: 'https://discord.gg/chainwork',
      },
    });
  });

  it('falls back to the required sign-in/up paths when unset or empty, and accepts overrides', () => {
    const defaults = readSettings(withVars({ SIGN_IN_PATH: '', SIGN_UP_PATH: undefined }));
    expect([defaults.signInPath, defaults.signUpPath]).toEqual(['/sign-in', '/sign-up']);
    const custom = readSettings(withVars({ SIGN_IN_PATH: '/login', SIGN_UP_PATH: 'https://accounts.chainwork.example/sign-up' }));
    expect([custom.signInPath, custom.signUpPath]).toEqual(['/login', 'https://accounts.chainwork.example/sign-up']);
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(readSettings(withVars({ SITE_URL: 'https://chainwork.example/' })).siteUrl).toBe('https://chainwork.example');
  });

  it.each([
    ['SITE_URL', 'chainwork.example'],
    ['SITE_URL', 'javascript:alert(1)'],
    ['SITE_URL', 'https://chainwork.example/jobs'],
    ['SIGN_IN_PATH', '//evil.example/login'],
    ['NEWSLETTER_SUBSCRIBE_URL', 'ftp://example.com'],
    ['SOCIAL_EMAIL', 'hello@chainwork.example'],
    ['SOCIAL_CHAT', 'not a url'],
  ] as const)('refuses %s = %j, naming the field but not the value', (name, value) => {
    const read = () => readSettings(withVars({ [name]: value }));
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(name);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('knows when the site is https', () => {
    expect(isSecureSite(readSettings(env))).toBe(false);
    expect(isSecureSite(readSettings(withVars({ SITE_URL: 'https://chainwork.example' })))).toBe(true);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('is 1 unless set, takes a whole number from 1 to 1000, and refuses anything else by name', () => {
    expect(readGatewaySettings(withVars({})).rateLimitScale).toBe(1);
    expect(readGatewaySettings(withVars({ RATE_LIMIT_SCALE: '20' })).rateLimitScale).toBe(20);
    for (const bad of ['0', '1.5', '1001', 'many']) {
      expect(() => readGatewaySettings(withVars({ RATE_LIMIT_SCALE: bad }))).toThrow('Invalid gateway settings: RATE_LIMIT_SCALE');
    }
  });

  it('stays 1 on a public site: raised limits are for this machine only', () => {
    const site = { SITE_URL: 'https://chainwork.example' };
    expect(() => readGatewaySettings(withVars({ ...site, RATE_LIMIT_SCALE: '20' }))).toThrow('Invalid gateway settings: RATE_LIMIT_SCALE');
    expect(readGatewaySettings(withVars({ ...site, RATE_LIMIT_SCALE: '1' })).rateLimitScale).toBe(1);
  });
});

describe('AUTH_ISSUER', () => {
  it('is required with Clerk, whose tokens name it, and optional for the local provider (the site root)', () => {
    expect(() => readGatewaySettings(withVars({ AUTH_PROVIDER: 'clerk' }))).toThrow('Invalid gateway settings: AUTH_ISSUER');
    expect(readGatewaySettings(withVars({ AUTH_PROVIDER: 'clerk', AUTH_ISSUER: 'https://clerk.chainwork.example/' })).authIssuer).toBe(
      'https://clerk.chainwork.example',
    );
    expect(readGatewaySettings(withVars({})).authIssuer).toBeNull();
  });
});
