import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectSettings, renderInShell } from '../test/render';
import { copyrightLine, Footer } from './Footer';

beforeEach(() => injectSettings());
afterEach(() => {
  delete window.__CHAINWORK__;
});

describe('Footer', () => {
  it('has the four columns of the requirements, with route links', () => {
    renderInShell(<Footer />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Resources', 'Partnerships', 'Legal']);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Funding Opportunities' }).getAttribute('href')).toBe('/resources/crypto-vcs-and-accelerators');
  });

  it('links the companies directory and the developers page from its Resources column', () => {
    renderInShell(<Footer />);
    const resources = screen.getByRole('heading', { level: 2, name: 'Resources' }).parentElement as HTMLElement;
    expect(within(resources).getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/companies');
    expect(within(resources).getByRole('link', { name: 'Developers' }).getAttribute('href')).toBe('/developers');
  });

  it('lists Advertising and Sponsorships without linking them anywhere', () => {
    renderInShell(<Footer />);
    for (const name of ['Advertising', 'Sponsorships']) {
      expect(screen.getByText(name).closest('a')).toBeNull();
    }
  });

  it('renders the newsletter it is given, the social bar and the copyright with the current year', () => {
    renderInShell(<Footer newsletter={<form aria-label="newsletter stand-in" />} />);
    expect(screen.getByRole('form', { name: 'newsletter stand-in' })).toBeTruthy();
    const social = ['Telegram', 'X (Twitter)', 'Email'].map((name) => screen.getByRole('link', { name }));
    expect(social.map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/chainworkjobs',
      'https://x.com/chainworkjobs',
      'mailto:hello@chainwork.example',
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Chainwork. All rights reserved.`)).toBeTruthy();
  });

  it('links the RSS feed as a plain page link', () => {
    renderInShell(<Footer />);
    const rss = within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'RSS XML Feed' });
    expect(rss.getAttribute('href')).toBe('/rss.xml');
    expect(rss.getAttribute('target')).toBeNull();
  });

  it('formats the copyright for any year', () => {
    expect(copyrightLine(2031)).toBe('© 2031 Chainwork. All rights reserved.');
  });
});
