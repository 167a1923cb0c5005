import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { realApiForThisFile, type RealApi } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { JobSearch } from '../JobSearch';
import { DAY_MS } from '@chainwork/shared-config/time';

const api = realApiForThisFile();

const board = (index: number, title: string, ageDays: number, tags: string[]) =>
  sampleJob({ slug: `job-${index}`, title, company: `Company ${index}`, descriptionMd: 'A role on a small team.', ageDays, tags });

beforeEach(async () => {
  await api.seed([
    board(1, 'Senior Rust Engineer', 1, ['rust', 'defi']),
    board(2, 'Solidity Developer', 3, ['solidity', 'defi']),
    board(3, 'Rust Protocol Lead', 5, ['rust', 'zk']),
    board(4, 'Go Backend Engineer', 6, ['go']),
  ]);
  const pinnedUntil = Date.now() + 10 * DAY_MS;
  await api.sql('UPDATE jobs SET featured_until = ?1 WHERE slug IN (?2, ?3)', pinnedUntil, 'job-2', 'job-3');
});

/** The api with every request's URL written down (a batch names all its procedures). */
function recording(real: RealApi): { api: RealApi; urls: string[] } {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(decodeURIComponent(String(input instanceof Request ? input.url : input)));
    return real.fetch(input, init);
  };
  return { api: { ...real, fetch }, urls };
}

const results = () => screen.getByRole('region', { name: 'Search results' });
const titlesIn = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);
const featuredList = () => screen.queryByRole('list', { name: 'Featured jobs' });

describe('JobSearch: Featured jobs', () => {
  it('pins the Featured jobs above the list with their badge, each shown once, and fetches them in the first batch', async () => {
    const { api: recorded, urls } = recording(api);
    renderWithApi(<JobSearch />, recorded);
    await waitFor(() => expect(featuredList()).toBeTruthy());
    const pinned = featuredList()!;
    expect(titlesIn(pinned)).toEqual(['Solidity Developer', 'Rust Protocol Lead']);
    for (const card of within(pinned).getAllByRole('article')) expect(within(card).getByText('Featured')).toBeTruthy();
    expect(titlesIn(screen.getByRole('list', { name: 'Jobs' }))).toEqual(['Senior Rust Engineer', 'Go Backend Engineer']);
    // The count is every job of the search, each once.
    expect(within(results()).getByRole('status').textContent).toBe('4 jobs');
    expect(urls.some((url) => /\/api\/trpc\/[^?]*jobs\.search[^?]*\?/.test(url) && /[/,]jobs\.featured[,?]/.test(url))).toBe(true);
  });

  it('pins only the Featured jobs the search lists', async () => {
    renderWithApi(<JobSearch />, api, { path: '/?q=rust' });
    await waitFor(() => expect(featuredList()).toBeTruthy());
    expect(titlesIn(featuredList()!)).toEqual(['Rust Protocol Lead']);
    expect(titlesIn(screen.getByRole('list', { name: 'Jobs' }))).toEqual(['Senior Rust Engineer']);
  });

  it('shows no Featured list when the search holds none, and the list keeps every job', async () => {
    renderWithApi(<JobSearch />, api, { path: '/?tags=go' });
    await waitFor(() => expect(titlesIn(screen.getByRole('list', { name: 'Jobs' }))).toEqual(['Go Backend Engineer']));
    expect(featuredList()).toBeNull();
  });

  it('leaves out the empty list when every job of the search is pinned', async () => {
    renderWithApi(<JobSearch />, api, { path: '/?tags=zk' });
    await waitFor(() => expect(featuredList()).toBeTruthy());
    expect(titlesIn(featuredList()!)).toEqual(['Rust Protocol Lead']);
    expect(screen.queryByRole('list', { name: 'Jobs' })).toBeNull();
    expect(within(results()).getByRole('status').textContent).toBe('1 job');
  });
});
