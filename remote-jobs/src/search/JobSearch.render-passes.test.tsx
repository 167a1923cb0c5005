import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ComponentProps, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { JobSearch } from './JobSearch';

/**
 * Which parts of the search render in which commit: the filters and the result list each
 * wrapped in a Profiler (its onRender is called once per commit that rendered it, with that
 * commit's time), so a test can tell a control's own commit from the results' later one.
 */
const commits: Array<{ part: string; commitTime: number }> = [];
const record: ProfilerOnRenderCallback = (part, _phase, _actual, _base, _start, commitTime) => {
  commits.push({ part, commitTime });
};

vi.mock('./results/ResultsList', async (importOriginal) => {
  const real = await importOriginal<typeof import('./results/ResultsList')>();
  return {
    ...real,
    ResultsList: (props: ComponentProps<typeof real.ResultsList>) => (
      <Profiler id="results" onRender={record}>
        <real.ResultsList {...props} />
      </Profiler>
    ),
  };
});
vi.mock('./filters/FiltersPanel', async (importOriginal) => {
  const real = await importOriginal<typeof import('./filters/FiltersPanel')>();
  return {
    ...real,
    FiltersPanelWithCounts: (props: ComponentProps<typeof real.FiltersPanelWithCounts>) => (
      <Profiler id="filters" onRender={record}>
        <real.FiltersPanelWithCounts {...props} />
      </Profiler>
    ),
  };
});

const api = realApiForThisFile();

beforeEach(async () => {
  await api.seed([
    sampleJob({ slug: 'job-1', title: 'Senior Rust Engineer', company: 'Company 1', seniority: 'senior', tags: ['rust', 'defi'] }),
    sampleJob({ slug: 'job-2', title: 'Solidity Developer', company: 'Company 2', seniority: 'mid', tags: ['solidity', 'defi'] }),
  ]);
});

/** The parts that rendered in each commit since `from`, in order. */
function partsByCommit(from: number): string[][] {
  const byTime = new Map<number, Set<string>>();
  for (const { part, commitTime } of commits.slice(from)) byTime.set(commitTime, (byTime.get(commitTime) ?? new Set()).add(part));
  return [...byTime.values()].map((parts) => [...parts].sort());
}

describe('JobSearch: what a filter change renders first', () => {
  it('commits the ticked box without the results, which follow in a later commit', async () => {
    renderWithApi(<JobSearch />, api, { path: '/' });
    const results = () => screen.getByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(2));
    const seniority = await screen.findByRole('group', { name: 'Seniority' });
    const senior = await within(seniority).findByRole('checkbox', { name: /^Senior/ });
    const before = commits.length;

    fireEvent.click(senior);
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(1));

    const passes = partsByCommit(before);
    // The first commit after the click is the box's own: the results are not in it.
    expect(passes[0]).toEqual(['filters']);
    expect(passes.slice(1).some((parts) => parts.includes('results'))).toBe(true);
    expect((senior as HTMLInputElement).checked).toBe(true);
  });
});
