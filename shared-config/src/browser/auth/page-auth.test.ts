import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig, testSettings } from '../../testing';
import { initAuth, pageAuth, resetAuth } from './page-auth';

const settings = testSettings();

afterEach(() => {
  resetAuth();
  vi.unstubAllGlobals();
});

describe('initAuth', () => {
  it('reads the local session the gateway injected into the page', () => {
    vi.stubGlobal(
      '__CHAINWORK__',
      testRuntimeConfig({ session: { userId: 'usr_1', email: 'ada@example.com', roles: ['employer'], expiresAt: Date.now() + 60_000 } }),
    );
    const provider = initAuth(settings, vi.fn());
    expect(provider.getState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com', roles: ['employer'] } });
  });

  it('is anonymous and loads no script without a publishable key', () => {
    const createElement = vi.fn();
    vi.stubGlobal('document', { createElement });
    const provider = initAuth(settings, vi.fn());
    expect(provider.getState()).toEqual({ status: 'anonymous', user: null });
    expect(pageAuth()).toBe(provider);
    expect(createElement).not.toHaveBeenCalled();
  });

  it('starts the hosted provider when a key is set', () => {
    const append = vi.fn();
    const script = { addEventListener: vi.fn(), setAttribute: vi.fn() } as unknown as HTMLScriptElement;
    vi.stubGlobal('document', { createElement: () => script, head: { appendChild: append }, querySelectorAll: () => [] });
    const provider = initAuth(
      { ...settings, authProvider: 'clerk', authPublishableKey: `pk_live_${btoa('clerk.chainwork.example$')}` },
      vi.fn(),
    );
    expect(provider.getState().status).toBe('loading');
    expect(append).toHaveBeenCalledWith(script);
    expect(script.src).toBe('https://clerk.chainwork.example/npm/@clerk/clerk-js@5/dist/clerk.browser.js');
  });
});
