import { describe, expect, it } from 'vitest';
import { route } from '@chainwork/shared-config';
import { connectItems, resourceItems, rssItem, searchItem } from './menu-items';

describe('menu items', () => {
  it('the Resources menu holds the three resource routes with their labels', () => {
    expect(resourceItems).toEqual([
      { text: 'Funding Opportunities', href: '/resources/crypto-vcs-and-accelerators' },
      { text: 'Crypto Events', href: '/resources/crypto-events' },
      { text: 'Job Market Insights', href: '/resources/job-market-analytics' },
    ]);
  });

  it('Search for a job leads to the #job-search anchor on the home page', () => {
    expect(searchItem).toEqual({ text: 'Search for a job', href: '/#job-search' });
  });

  it('the RSS feed is a full-page link, since the gateway serves it', () => {
    expect(rssItem).toEqual({ text: route('rss').label, href: '/rss.xml', external: true });
  });

  it('Connect lists only the configured channels, in the order asked', () => {
    const social = { email: 'mailto:a@b.io', microblog: '', messaging: 'https://t.me/x', chat: '' };
    expect(connectItems(social).map((i) => i.kind)).toEqual(['email', 'messaging']);
    expect(connectItems(social, ['messaging', 'email']).map((i) => i.href)).toEqual(['https://t.me/x', 'mailto:a@b.io']);
  });
});
