import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { feedLinksOf } from '@chainwork/shared-config/feeds';
import { FOLLOW_SEARCH_LABEL, FollowSearch } from './FollowSearch';

function links(state: Parameters<typeof FollowSearch>[0]['state']) {
  render(
    <ChakraProvider theme={theme}>
      <FollowSearch state={state} />
    </ChakraProvider>,
  );
  const nav = screen.getByRole('navigation', { name: FOLLOW_SEARCH_LABEL });
  return {
    rss: within(nav).getByRole('link', { name: 'RSS' }).getAttribute('href'),
    json: within(nav).getByRole('link', { name: 'JSON Feed' }).getAttribute('href'),
  };
}

describe('Follow this search', () => {
  it.each([
    [{}, '/rss.xml', '/feed.json'],
    [
      { q: 'rust', remote: 'worldwide', tags: ['zk', 'defi'] },
      '/rss.xml?q=rust&tags=defi%2Czk&remote=worldwide',
      '/feed.json?q=rust&tags=defi%2Czk&remote=worldwide',
    ],
    [{ q: 'rust', sort: 'salary' as const }, '/rss.xml?q=rust&sort=salary', '/feed.json?q=rust&sort=salary'],
  ])('links the RSS and JSON Feed of the search on screen: %j', (state, rss, json) => {
    expect(links(state)).toEqual({ rss, json });
  });

  it("links feeds that name the same search as the feeds' canonical addresses", () => {
    // The page's query is read by the feeds' parser: same search, same canonical feed.
    const state = { q: 'rust', seniorities: ['senior' as const], minSalary: 100_000, includeNoSalary: true };
    const { rss } = links(state);
    expect(rss).toBe(feedLinksOf(state).rss);
  });
});
