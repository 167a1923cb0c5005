import { describe, expect, it } from 'vitest';
import { prepaintMarkup } from '@chainwork/shared-config/prepaint';
import { keepPrepaintJobHead, keepPrepaintTopBar, prepaintJobHeadMarkup, prepaintTopBarMarkup } from './prepaint';

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

/** The pre-paint as the gateway serves a job page: the head shown, its slots filled. */
function servedJobPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = prepaintMarkup();
  root.querySelector('[data-prepaint="job-head"]')!.removeAttribute('hidden');
  root.querySelector('[data-prepaint-slot="job-title"]')!.textContent = 'Senior Solidity Engineer';
  root.querySelector('[data-prepaint-slot="job-company"]')!.textContent = 'Lumen Labs';
  return root;
}

describe('keepPrepaintJobHead', () => {
  it('keeps the served head, without its container, for the page it was served for', () => {
    keepPrepaintJobHead(servedJobPage(), '/jobs/senior-solidity-engineer');
    const kept = document.createElement('div');
    kept.innerHTML = prepaintJobHeadMarkup('/jobs/senior-solidity-engineer') ?? '';
    expect(kept.querySelector('h1')?.textContent).toBe('Senior Solidity Engineer');
    expect(kept.textContent).toContain('Lumen Labs');
    expect(kept.querySelector('a')?.getAttribute('href')).toBe('/#job-search');
    expect(kept.querySelector('[data-prepaint="job-head"], .cwpp-jbox')).toBeNull();
    // Another job's page (a client-side move) gets the usual placeholder.
    expect(prepaintJobHeadMarkup('/jobs/another-job')).toBeNull();
  });

  it('keeps nothing when the gateway did not show the head (no job handed over, an older gateway or shell)', () => {
    const root = document.createElement('div');
    root.innerHTML = prepaintMarkup();
    keepPrepaintJobHead(root, '/jobs/senior-solidity-engineer');
    expect(prepaintJobHeadMarkup('/jobs/senior-solidity-engineer')).toBeNull();
    keepPrepaintJobHead(document.createElement('div'), '/jobs/senior-solidity-engineer');
    expect(prepaintJobHeadMarkup('/jobs/senior-solidity-engineer')).toBeNull();
  });
});
