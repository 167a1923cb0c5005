import { describe, expect, it } from 'vitest';
import { PREPAINT_ATTRIBUTE, PREPAINT_PARTS, prepaintMarkup } from '@chainwork/shared-config/prepaint';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';
import { prepaintChoices, type PrepaintChoices } from './prepaint';
import { rewriteShell } from './rewrite';

const local = { authProvider: 'local', authPublishableKey: '' } as const;
const session = { userId: 'u1', email: 'a@b.example', roles: [], expiresAt: 2_000_000_000_000 };
const template = `<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root">${prepaintMarkup()}</div></body></html>`;

async function served(prepaint?: PrepaintChoices): Promise<string> {
  const meta = { title: 't', description: 'd', canonical: 'https://chainwork.example/' };
  return rewriteShell(template, {
    meta,
    runtimeConfig: testRuntimeConfig(),
    shellVersion: 'v1',
    nonce: 'n',
    ...(prepaint ? { prepaint } : {}),
  }).text();
}

const part = (name: string) => new RegExp(`<[^>]*${PREPAINT_ATTRIBUTE}="${name}"[^>]*>`, 'g');

describe('prepaintChoices', () => {
  it('shows the hero on / only, and not on an error status', () => {
    expect(prepaintChoices({ path: '/', status: 200, session: null, settings: local }).homeHero).toBe(true);
    expect(prepaintChoices({ path: '/about', status: 200, session: null, settings: local }).homeHero).toBe(false);
    expect(prepaintChoices({ path: '/jobs/x', status: 200, session: null, settings: local }).homeHero).toBe(false);
    expect(prepaintChoices({ path: '/', status: 503, session: null, settings: local }).homeHero).toBe(false);
  });

  it('shows Sign in only to a visitor the app will show it to at first render', () => {
    expect(prepaintChoices({ path: '/', status: 200, session: null, settings: local }).signIn).toBe(true);
    expect(prepaintChoices({ path: '/', status: 200, session, settings: local }).signIn).toBe(false);
    // A hosted provider with a key is still loading at first render (a placeholder circle).
    expect(
      prepaintChoices({ path: '/', status: 200, session: null, settings: { authProvider: 'clerk', authPublishableKey: 'pk_test_x' } })
        .signIn,
    ).toBe(false);
    expect(
      prepaintChoices({ path: '/', status: 200, session: null, settings: { authProvider: 'clerk', authPublishableKey: '' } }).signIn,
    ).toBe(true);
  });
});

describe('the pre-paint in a served document', () => {
  it('keeps the top bar and shows the chosen parts', async () => {
    const html = await served({ homeHero: true, signIn: true });
    expect(html.match(part(PREPAINT_PARTS.topBar))).toHaveLength(1);
    const hero = html.match(part(PREPAINT_PARTS.homeHero))!;
    expect(hero).toHaveLength(1);
    expect(hero[0]).not.toContain('hidden');
    const signIn = html.match(part(PREPAINT_PARTS.account))!;
    expect(signIn).toHaveLength(2);
    for (const tag of signIn) expect(tag).not.toContain('hidden');
  });

  it('removes what the page or visitor must not see, and by default everything but the top bar', async () => {
    for (const html of [await served({ homeHero: false, signIn: false }), await served()]) {
      expect(html.match(part(PREPAINT_PARTS.topBar))).toHaveLength(1);
      expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.homeHero}"`);
      expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.account}"`);
      expect(html).not.toContain('<h1');
    }
  });
});
