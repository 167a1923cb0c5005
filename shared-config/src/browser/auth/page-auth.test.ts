import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../testing';
import { initAuth, pageAuth, resetAuth } from './page-auth';

const settings = testSettings();

afterEach(() => { resetAuth(); vi.unstubAllGlobals(); });

describe('initAuth', () => {
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
    const provider = initAuth({ ...settings, authPublishableKey: `pk_live_${btoa('clerk.chainwork.example$')}` }, vi.fn());
    expect(provider.getState().status).toBe('loading');
    expect(append).toHaveBeenCalledWith(script);
    expect(script.src).toBe('https://clerk.chainwork.example/npm/@clerk/clerk-js@5/dist/clerk.browser.js');
  });
});
