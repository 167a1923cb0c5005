import { describe, expect, it } from 'vitest';
import { prepaintMarkup } from '@chainwork/shared-config/prepaint';
import { keepPrepaintTopBar, prepaintTopBarMarkup } from './prepaint';

describe('keepPrepaintTopBar', () => {
  it('keeps the served top bar, as served, for the placeholder', () => {
    const root = document.createElement('div');
    root.innerHTML = prepaintMarkup();
    // What the gateway did for this request (here: Sign in shown) is what is kept.
    for (const el of root.querySelectorAll('[data-prepaint="account"]')) el.removeAttribute('hidden');
    keepPrepaintTopBar(root);
    const kept = document.createElement('div');
    kept.innerHTML = prepaintTopBarMarkup() ?? '';
    expect(kept.querySelector('header')).not.toBeNull();
    expect(kept.querySelector('a')?.getAttribute('aria-label')).toBe('Chainwork home');
    expect(kept.querySelector('[data-prepaint="account"]')?.hasAttribute('hidden')).toBe(false);
    expect(kept.querySelector('h1')).toBeNull();
  });

  it('keeps nothing from a document without a pre-paint (an older shell or gateway)', () => {
    keepPrepaintTopBar(document.createElement('div'));
    expect(prepaintTopBarMarkup()).toBeNull();
  });
});
