import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { JOB_SEARCH_AUTO_LOAD_PAGES, JOB_SEARCH_PAGE_SIZE, QUERY_RETRY_ATTEMPTS } from '@chainwork/shared-config';
import { FakeIntersectionObserver } from '@chainwork/shared-config/testing/browser';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi, type ApiCall, type Transport } from '@chainwork/testing/render';
import { createRouterProbe } from '../test/router-probe';
import { JobSearch } from './JobSearch';

const api = realApiForThisFile();

/** Three jobs, newest first; descriptions and companies say nothing a search below looks for. */
const board = (index: number, title: string, ageDays: number, overrides: Parameters<typeof sampleJob>[0]) =>
  sampleJob({
    slug: `job-${index}`,
    title,
    company: `Company ${index}`,
    descriptionMd: 'A role on a small team.',
    ageDays,
    ...overrides,
  });
const jobs = [
  board(1, 'Senior Rust Engineer', 1, { seniority: 'senior', tags: ['rust', 'defi'] }),
  board(2, 'Solidity Developer', 3, { seniority: 'mid', tags: ['solidity', 'defi', 'evm', 'security', 'audits'] }),
  board(3, 'Rust Protocol Lead', 5, { seniority: 'lead', tags: ['rust', 'zk'] }),
];

beforeEach(async () => {
  await api.seed(jobs);
});

type SearchCall = { q?: string; cursor?: string | null } & Record<string, unknown>;

function renderSearch(path = '/', transport: Transport = {}) {
  const { probe, Probe } = createRouterProbe();
  const view = renderWithApi(
    <>
      <JobSearch />
      <Probe />
    </>,
    api,
    { path, transport },
  );
  const searches = () => view.calls.filter((c) => c.name === 'jobs.search').map((c) => c.input as SearchCall);
  const back = () =>
    act(() => {
      void probe.navigate!(-1);
    });
  return { ...view, probe, searches, back };
}

const isSearchFor = (call: ApiCall, q: string) => call.name === 'jobs.search' && (call.input as SearchCall).q === q;

const results = () => screen.getByRole('region', { name: 'Search results' });
const titles = () =>
  within(results())
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement;
const typeText = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

/** A promise that resolves once the api's answer to the search for `q` has reached the page. */
function deliveryOf(q: string) {
  const answered = deferred<void>();
  const delivered = (call: ApiCall) => {
    if (isSearchFor(call, q)) answered.resolve();
  };
  return { delivered, answered: answered.promise };
}

/** A promise the test resolves when it chooses: a slow server answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('JobSearch: results', () => {
  it('lists jobs with the total in a labelled results region, cards linking to their job page', async () => {
    const { searches } = renderSearch();
    expect(screen.getByLabelText('Loading jobs')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Solidity Developer', 'Rust Protocol Lead']));
    expect(within(results()).getByRole('status').textContent).toBe('3 jobs');
    const card = within(within(results()).getAllByRole('article')[1]!);
    expect(card.getByRole('link', { name: 'Solidity Developer' }).getAttribute('href')).toBe('/jobs/job-2');
    expect(card.getByText('Company 2')).toBeTruthy();
    expect(card.getByText('$120K – $180K')).toBeTruthy();
    expect(card.getByText('3d ago')).toBeTruthy();
    expect(card.getAllByRole('listitem')).toHaveLength(4);
    expect(searches()[0]).toEqual({ sort: 'newest', limit: JOB_SEARCH_PAGE_SIZE, direction: 'forward' });
  });

  it('loads the next page by cursor with the Load more jobs button, then shows the end of the results', async () => {
    // One job more than a page.
    await api.seed(Array.from({ length: JOB_SEARCH_PAGE_SIZE + 1 }, (_, i) => board(i, `Role number ${i}`, 1 + i / 10, {})));
    const { searches } = renderSearch();
    await waitFor(() => expect(titles()).toHaveLength(JOB_SEARCH_PAGE_SIZE));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    await waitFor(() => expect(titles()).toHaveLength(JOB_SEARCH_PAGE_SIZE + 1));
    expect(searches().at(-1)?.cursor).toEqual(expect.any(String));
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
    expect(screen.getByText("You've reached the end of the results.")).toBeTruthy();
  });

  it('loads the next pages by itself as the end nears, the first few only; then the button alone loads more', async () => {
    // Every observer the page makes (cards prefetch too); the list's end is watched with a wide margin.
    const observers: FakeIntersectionObserver[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class extends FakeIntersectionObserver {
        constructor(...args: ConstructorParameters<typeof FakeIntersectionObserver>) {
          super(...args);
          observers.push(this);
        }
      },
    );
    const armedSentinel = () => observers.filter((o) => o.options.rootMargin === '600px 0px' && o.observed.size > 0).at(-1);
    const bringNear = (sentinel: FakeIntersectionObserver) =>
      act(() => {
        for (const el of sentinel.observed) sentinel.near(el);
      });
    // The list arms its sentinel in an effect after the page's cards commit, which can come
    // after the cards are on screen (a transition's effects run later): wait for it.
    const nearTheEnd = async () =>
      bringNear(
        await waitFor(() => {
          const sentinel = armedSentinel();
          if (!sentinel) throw new Error('The list has not armed its sentinel yet');
          return sentinel;
        }),
      );
    try {
      // The pages loaded by themselves, then one job more: the page only the button loads.
      const total = JOB_SEARCH_PAGE_SIZE * JOB_SEARCH_AUTO_LOAD_PAGES + 1;
      await api.seed(Array.from({ length: total }, (_, i) => board(i, `Role number ${i}`, 1 + i / 100, {})));
      const { searches } = renderSearch();
      await waitFor(() => expect(titles()).toHaveLength(JOB_SEARCH_PAGE_SIZE));
      for (let page = 2; page <= JOB_SEARCH_AUTO_LOAD_PAGES; page++) {
        await nearTheEnd();
        await waitFor(() => expect(titles()).toHaveLength(JOB_SEARCH_PAGE_SIZE * page));
      }
      const asked = searches().length;
      // Past the first few pages the sentinel stays disarmed; near the end, nothing loads.
      await waitFor(() => expect(armedSentinel()).toBeUndefined());
      await act(async () => undefined);
      expect(searches()).toHaveLength(asked);
      expect(titles()).toHaveLength(JOB_SEARCH_PAGE_SIZE * JOB_SEARCH_AUTO_LOAD_PAGES);
      fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
      await waitFor(() => expect(titles()).toHaveLength(total));
      expect(searches()).toHaveLength(asked + 1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks the matched terms in the cards, the last one as a prefix', async () => {
    renderSearch('/?q=rust+eng');
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer']));
    const card = within(results()).getByRole('article');
    expect(within(card).getByRole('heading').querySelectorAll('mark')).toHaveLength(2);
    expect([...card.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Rust', 'Eng', 'rust']);
  });

  it('offers a Retry that refetches after a failure', async () => {
    let fail = true;
    const { searches } = renderSearch('/', { fail: (call) => fail && call.name === 'jobs.search' });
    expect(await screen.findByRole('heading', { name: "We couldn't load jobs" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    // The first search was tried 1 + QUERY_RETRY_ATTEMPTS times (app policy), then once more on Retry.
    expect(searches()).toHaveLength(QUERY_RETRY_ATTEMPTS + 2);
  });

  it('says what to do when nothing matches: remove the filter that narrows most, or clear the text', async () => {
    const { probe } = renderSearch('/?q=rust&level=junior');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the search text' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Seniority: Junior' }));
    await waitFor(() => expect(probe.location?.search).toBe('?q=rust'));
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']));
  });

  it('tells an empty board apart from an empty search', async () => {
    await api.seed([]);
    renderSearch('/');
    expect(await screen.findByRole('heading', { name: 'No open jobs right now' })).toBeTruthy();
  });
  it('puts the counts in the filters when they arrive, and leaves the results as they are', async () => {
    const counts = deferred<void>();
    const { searches } = renderSearch('/', { hold: (call) => (call.name === 'jobs.facets' ? counts.promise : undefined) });
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Solidity Developer', 'Rust Protocol Lead']));
    const seniority = await screen.findByRole('group', { name: 'Seniority' });
    expect(within(seniority).getByRole('checkbox', { name: 'Senior' })).toBeTruthy();
    const shownArticles = within(results()).getAllByRole('article');
    const searched = searches().length;
    await act(async () => {
      counts.resolve();
    });
    expect(await within(seniority).findByRole('checkbox', { name: 'Senior 1' })).toBeTruthy();
    // The same cards stay on screen, not marked as updating, and no search was asked for again.
    expect(within(results()).getAllByRole('article')).toEqual(shownArticles);
    expect(results().getAttribute('aria-busy')).not.toBe('true');
    expect(screen.queryByText('Updating…')).toBeNull();
    expect(searches()).toHaveLength(searched);
  });

  it('shows a first count past 1,000 as "1,000+ jobs", then the exact total the counts bring', async () => {
    // Text no other test searched for: the api has not counted it before.
    await api.seed(Array.from({ length: 1_003 }, (_, i) => board(100 + i, `Zebra Engineer ${i}`, 1 + (i % 20), {})));
    const counts = deferred<void>();
    renderSearch('/?q=zebra&sort=salary', { hold: (call) => (call.name === 'jobs.facets' ? counts.promise : undefined) });
    const count = await within(results()).findByRole('status');
    await waitFor(() => expect(count.textContent).toBe('1,000+ jobs'));
    await act(async () => {
      counts.resolve();
    });
    // By salary: the jobs that state one (every sample job here does).
    await waitFor(() => expect(count.textContent).toBe('1,003 jobs'));
  }, 30_000);
});

describe('JobSearch: the URL holds the search', () => {
  it('restores the whole search from a shared URL', async () => {
    renderSearch('/?q=rust&tags=defi&level=senior&sort=newest');
    expect(searchBox().value).toBe('rust');
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer']));
    const skills = await screen.findByRole('group', { name: 'Skills' });
    expect((within(skills).getByRole('checkbox', { name: /^defi/ }) as HTMLInputElement).checked).toBe(true);
    const seniority = await screen.findByRole('group', { name: 'Seniority' });
    expect((within(seniority).getByRole('checkbox', { name: /^Senior/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Skills: defi' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove filter Seniority: Senior' })).toBeTruthy();
  });

  it('shows counts beside filter values', async () => {
    renderSearch('/?q=rust');
    const seniority = await screen.findByRole('group', { name: 'Seniority' });
    expect(await within(seniority).findByRole('checkbox', { name: 'Senior 1' })).toBeTruthy();
    expect(within(seniority).getByRole('checkbox', { name: 'Lead 1' })).toBeTruthy();
    expect(within(seniority).getByRole('checkbox', { name: 'Junior 0' })).toBeTruthy();
  });

  it('debounces typing into one search for the final text', async () => {
    const { probe, searches } = renderSearch();
    await waitFor(() => expect(titles()).toHaveLength(3));
    for (const text of ['r', 'ru', 'rus', 'rust']) typeText(text);
    expect(searches().some((s) => s.q)).toBe(false);
    await waitFor(() => expect(probe.location?.search).toBe('?q=rust'));
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']));
    expect(
      searches()
        .filter((s) => s.q)
        .map((s) => s.q),
    ).toEqual(['rust']);
    expect(searches().at(-1)).toMatchObject({ q: 'rust', sort: 'relevance' });
  });

  it('searches at once on Enter', async () => {
    const { probe } = renderSearch();
    typeText('solidity');
    fireEvent.submit(screen.getByRole('search'));
    expect(probe.location?.search).toBe('?q=solidity');
  });

  it('pushes a history entry for a filter click, and Back restores the previous search', async () => {
    const { probe, back } = renderSearch('/?q=rust#job-search');
    await waitFor(() => expect(titles()).toHaveLength(2));
    const seniority = await screen.findByRole('group', { name: 'Seniority' });
    fireEvent.click(await within(seniority).findByRole('checkbox', { name: /^Lead/ }));
    await waitFor(() => expect(titles()).toEqual(['Rust Protocol Lead']));
    expect(probe.location).toMatchObject({ search: '?q=rust&level=lead', hash: '#job-search' });

    back();
    await waitFor(() => expect(probe.location?.search).toBe('?q=rust'));
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']));
    expect((within(seniority).getByRole('checkbox', { name: /^Lead/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('makes one history entry per burst of typing, so Back skips the prefixes typed', async () => {
    const { probe, back } = renderSearch('/?level=senior');
    typeText('ru');
    await waitFor(() => expect(probe.location?.search).toBe('?q=ru&level=senior'));
    typeText('rust');
    await waitFor(() => expect(probe.location?.search).toBe('?q=rust&level=senior'));

    back();
    await waitFor(() => expect(probe.location?.search).toBe('?level=senior'));
    expect(searchBox().value).toBe('');
  });

  it('removes a chip and clears all filters, each as a history entry', async () => {
    const { probe } = renderSearch('/?q=rust&tags=defi&level=senior');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Skills: defi' }));
    expect(probe.location?.search).toBe('?q=rust&level=senior');
    fireEvent.click(within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }));
    expect(probe.location?.search).toBe('?q=rust');
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('takes a remote scope and an on-site city together, either matching, and says so', async () => {
    const { probe, searches } = renderSearch('/?remote=europe#job-search');
    const location = await screen.findByRole('group', { name: 'Location' });
    const city = within(location).getByRole('combobox', { name: 'On-site city' }) as HTMLSelectElement;
    expect(city.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(city.getAttribute('aria-describedby')!)?.textContent).toMatch(/jobs matching either/);
    fireEvent.change(city, { target: { value: 'berlin' } });
    expect(probe.location).toMatchObject({ search: '?remote=europe&city=berlin', hash: '#job-search' });
    expect((within(location).getByRole('combobox', { name: 'Remote scope' }) as HTMLSelectElement).value).toBe('europe');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ remote: 'europe', city: 'berlin' }));
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: /^Remove filter Remote: / })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: /^Remove filter On-site city: / })).toBeTruthy();
  });

  it('sorts from a labelled select; relevance needs search text', async () => {
    const { probe } = renderSearch('/');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect((within(sort).getByRole('option', { name: 'Relevance' }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(sort, { target: { value: 'salary' } });
    expect(probe.location?.search).toBe('?sort=salary');
  });
});

describe('JobSearch: no flash of stale results', () => {
  it('never shows an older search that answers after a newer one', async () => {
    const slow = deferred<void>();
    const sol = deliveryOf('sol');
    const { probe } = renderSearch('/', {
      hold: (call) => (isSearchFor(call, 'sol') ? slow.promise : undefined),
      delivered: sol.delivered,
    });
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Solidity Developer', 'Rust Protocol Lead']));

    typeText('sol');
    await waitFor(() => expect(probe.location?.search).toBe('?q=sol'));
    // While "sol" is on its way, the last results stay up, marked as updating.
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(results().getAttribute('aria-busy')).toBe('true');

    typeText('rust');
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']));
    expect(screen.queryByText('Updating…')).toBeNull();

    // The old search answers last: it must not replace what is on screen.
    await act(async () => {
      slow.resolve();
      await sol.answered;
    });
    expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']);
    expect(within(results()).getByRole('status').textContent).toBe('2 jobs');
  });

  it('keeps the last settled results, not a newer stale one, while the current search loads', async () => {
    const gates = new Map([
      ['sol', deferred<void>()],
      ['rust', deferred<void>()],
    ]);
    const sol = deliveryOf('sol');
    const { probe } = renderSearch('/', {
      hold: (call) => (call.name === 'jobs.search' ? gates.get((call.input as SearchCall).q ?? '')?.promise : undefined),
      delivered: sol.delivered,
    });
    await waitFor(() => expect(titles()).toHaveLength(3));
    typeText('sol');
    await waitFor(() => expect(probe.location?.search).toBe('?q=sol'));
    typeText('rust');
    await waitFor(() => expect(probe.location?.search).toBe('?q=rust'));

    await act(async () => {
      gates.get('sol')!.resolve();
      await sol.answered;
    });
    // "sol" is not the current search: the first results stay, still updating.
    expect(titles()).toEqual(['Senior Rust Engineer', 'Solidity Developer', 'Rust Protocol Lead']);
    expect(screen.getByText('Updating…')).toBeTruthy();

    act(() => gates.get('rust')!.resolve());
    await waitFor(() => expect(titles()).toEqual(['Senior Rust Engineer', 'Rust Protocol Lead']));
  });
});
