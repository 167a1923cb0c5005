import { describe, expect, it } from 'vitest';
import { clerkFrontendApi, clerkScriptUrl, thirdPartyOrigins } from './third-party';

const none = { analyticsToken: '', webAnalyticsId: '', authPublishableKey: '' };
const KEY = `pk_live_${btoa('clerk.chainwork.example$')}`;

describe('thirdPartyOrigins', () => {
  it('is empty when nothing is configured', () => {
    expect(thirdPartyOrigins(none)).toEqual({ script: [], connect: [], frame: [], img: [] });
  });

  it('lists exactly what each configured service needs', () => {
    expect(thirdPartyOrigins({ ...none, analyticsToken: 't' }).connect).toEqual(['https://api-js.mixpanel.com']);
    expect(thirdPartyOrigins({ ...none, webAnalyticsId: 'id' })).toEqual({
      script: ['https://static.cloudflareinsights.com'],
      connect: ['https://cloudflareinsights.com'],
      frame: [],
      img: [],
    });
    expect(thirdPartyOrigins({ ...none, authPublishableKey: KEY })).toEqual({
      script: ['https://clerk.chainwork.example', 'https://challenges.cloudflare.com'],
      connect: ['https://clerk.chainwork.example'],
      frame: ['https://challenges.cloudflare.com'],
      img: ['https://img.clerk.com'],
    });
  });

  it('ignores a key that is not a Clerk publishable key', () => {
    expect(thirdPartyOrigins({ ...none, authPublishableKey: 'sk_live_secret' })).toEqual(thirdPartyOrigins(none));
  });
});

describe('clerkFrontendApi', () => {
  it('decodes the Frontend API host from a publishable key', () => {
    expect(clerkFrontendApi(KEY)).toBe('clerk.chainwork.example');
    expect(clerkScriptUrl('clerk.chainwork.example')).toBe('https://clerk.chainwork.example/npm/@clerk/clerk-js@5/dist/clerk.browser.js');
  });

  it('rejects keys that are not Clerk publishable keys', () => {
    expect(clerkFrontendApi('sk_test_abc')).toBeNull();
    expect(clerkFrontendApi(`pk_test_${btoa('no-dollar.example')}`)).toBeNull();
    expect(clerkFrontendApi(`pk_live_${btoa('evil.example/path$')}`)).toBeNull();
    expect(clerkFrontendApi('pk_test_%%%')).toBeNull();
  });
});
