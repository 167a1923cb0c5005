import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@chainwork/api';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { makeSummary } from '../test/fixtures';
import { renderWithApi } from '../test/render';
import type { ProcedureResult } from '../test/trpc-stub';
import { JobSearch, totalLabel } from './JobSearch';

const all = Array.from({ length: 3 }, (_, i) => makeSummary(i + 1));

/** Two pages of sizes 2 and 1, by cursor, like jobs.search. */
function searchApi(name: string, input: unknown): ProcedureResult {
  if (name !== 'jobs.search') throw new Error(`unexpected ${name}`);
  const { cursor } = input as { cursor?: string | null };
  const start = cursor ? Number(cursor) : 0;
  const items: JobSummary[] = all.slice(start, start + 2);
  return { data: { items, nextCursor: start + 2 < all.length ? String(start + 2) : null, total: all.length } };
}

describe('JobSearch', () => {
  it('lists the newest jobs with the total, each card linking to its job page', async () => {
    const { calls } = renderWithApi(<JobSearch />, searchApi);
    expect(screen.getByLabelText('Loading jobs')).toBeTruthy();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(screen.getByText('3 open roles')).toBeTruthy();
    const first = within(articles[0]!);
    expect(first.getByRole('link', { name: 'Role number 1' }).getAttribute('href')).toBe('/jobs/job-1');
    expect(first.getByText('Company 1')).toBeTruthy();
    expect(first.getByText('$120K – $180K')).toBeTruthy();
    expect(first.getByText('3d ago')).toBeTruthy();
    // Five tags on the job, four on the card.
    expect(first.getAllByRole('listitem')).toHaveLength(4);
    expect(calls[0]).toEqual({ name: 'jobs.search', input: { limit: JOB_SEARCH_PAGE_SIZE, direction: 'forward' } });
  });

  it('loads the next page by cursor with the Load more jobs button, then says it has shown everything', async () => {
    const { calls } = renderWithApi(<JobSearch />, searchApi);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(calls.at(-1)?.input).toMatchObject({ cursor: '2' });
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).toBeNull();
    expect(screen.getByText(/You have seen every open role/)).toBeTruthy();
  });

  it('offers a Retry that refetches after a failure', async () => {
    let fail = true;
    const { calls } = renderWithApi(<JobSearch />, (name, input) => (fail
      ? { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }
      : searchApi(name, input)));
    expect(await screen.findByText("We couldn't load the latest jobs")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('says what to do when there are no jobs', async () => {
    renderWithApi(<JobSearch />, () => ({ data: { items: [], nextCursor: null, total: 0 } }));
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(screen.getByText(/Subscribe to the newsletter/)).toBeTruthy();
  });
});

describe('totalLabel', () => {
  it('counts roles in words people read', () => {
    expect(totalLabel(1)).toBe('1 open role');
    expect(totalLabel(2048)).toBe('2,048 open roles');
  });
});
