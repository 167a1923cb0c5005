import { describe, expect, it } from 'vitest';
import { route } from '../routes';
import { FEED_ITEM_COUNT, JOBS_RSS_PATH, feedDescription, feedLinksOf, feedQuery, feedSearchOf, feedTitle } from './index';

const search = (query: string) => feedSearchOf(new URLSearchParams(query));

it("the RSS path is the route table's rss route", () => {
  expect(JOBS_RSS_PATH).toBe(route('rss').path);
});

describe('feedSearchOf', () => {
  it('reads the search page URL fields with the page parser', () => {
    expect(search('q=%20rust%20&tags=solidity,defi&remote=worldwide&salary=150000&nosalary=1&type=CONTRACTOR')).toEqual({
      filters: {
        q: 'rust',
        tags: ['defi', 'solidity'],
        remote: 'worldwide',
        minSalary: 150000,
        includeNoSalary: true,
        employmentTypes: ['CONTRACTOR'],
      },
      sort: 'newest',
    });
  });

  it('drops what the page drops: unknown fields, bad values, relevance without text', () => {
    expect(search('q=&remote=mars&salary=123&sort=relevance&utm_source=x')).toEqual({ filters: {}, sort: 'newest' });
  });

  it('is newest by default even with text, and keeps an explicit sort', () => {
    expect(search('q=rust').sort).toBe('newest');
    expect(search('q=rust&sort=relevance').sort).toBe('relevance');
    expect(search('sort=salary').sort).toBe('salary');
  });
});

describe('feedQuery', () => {
  it.each([
    ['', ''],
    ['sort=newest', ''],
    ['q=rust&sort=newest', '?q=rust'],
    ['tags=solidity,defi&q=rust', '?q=rust&tags=defi%2Csolidity'],
    ['q=rust&sort=relevance', '?q=rust&sort=relevance'],
    ['sort=salary&remote=worldwide', '?remote=worldwide&sort=salary'],
  ])('%s -> %s', (query, canonical) => {
    expect(feedQuery(search(query))).toBe(canonical);
  });

  it('is a fixed point: the canonical query names the same search', () => {
    for (const query of ['q=a+b&tags=x&level=senior', 'q=rust&sort=relevance', 'salary=100000&nosalary=1&sort=salary']) {
      const once = feedQuery(search(query));
      expect(feedQuery(search(once.slice(1)))).toBe(once);
    }
  });
});

describe('feedLinksOf', () => {
  it("links a page's search to both feeds, newest by default", () => {
    expect(feedLinksOf({ q: 'rust', remote: 'worldwide' })).toEqual({
      rss: '/rss.xml?q=rust&remote=worldwide',
      json: '/feed.json?q=rust&remote=worldwide',
    });
    expect(feedLinksOf({})).toEqual({ rss: '/rss.xml', json: '/feed.json' });
  });
});

describe('feed title and description', () => {
  it('name the search', () => {
    expect(feedTitle(search('q=rust&remote=worldwide'))).toBe('“rust”, remote worldwide: jobs on Chainwork');
    expect(feedTitle(search(''))).toBe('All jobs on Chainwork');
    expect(feedDescription(search('tags=defi&sort=salary'))).toBe(
      `Up to ${FEED_ITEM_COUNT} live jobs on Chainwork matching: Defi (highest salary first).`,
    );
  });
});
