import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectSettings, renderInShell } from '../test/render';
import { ShareBar } from './ShareBar';

beforeEach(() => injectSettings({ siteUrl: 'https://chainwork.example' }));
afterEach(() => {
  delete window.__CHAINWORK__;
});

describe('ShareBar', () => {
  it('offers both networks in new tabs without giving them the opener or referrer', () => {
    renderInShell(<ShareBar slug="solidity-dev-acme" title="Solidity Dev at Acme" />);
    for (const name of ['Share on Twitter', 'Share on LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toContain('https%3A%2F%2Fchainwork.example%2Fjobs%2Fsolidity-dev-acme');
    }
  });

  it('shares a blog post at its own address, in a group named for it', () => {
    renderInShell(<ShareBar slug="working-across-time-zones" title="Working across time zones" kind="post" />);
    expect(screen.getByRole('group', { name: 'Share this post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      'https%3A%2F%2Fchainwork.example%2Fblog%2Fworking-across-time-zones',
    );
  });
});
