import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { JobSearch } from '../JobSearch';

const api = realApiForThisFile();

describe('ResultsList', () => {
  it('commits the first cards with the list, then the rest a few at a time', async () => {
    await api.seed(
      Array.from({ length: JOB_SEARCH_PAGE_SIZE }, (_, i) =>
        sampleJob({ slug: `job-${i}`, title: `Job ${i}`, company: `Company ${i}`, descriptionMd: 'A role.', ageDays: i + 1 }),
      ),
    );
    // The number of cards on the page at each commit of the search section.
    const cardsAtCommit: number[] = [];
    renderWithApi(
      <Profiler id="search" onRender={() => cardsAtCommit.push(document.querySelectorAll('ol[aria-label="Jobs"] article').length)}>
        <JobSearch />
      </Profiler>,
      api,
      { path: '/' },
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(JOB_SEARCH_PAGE_SIZE));
    const steps = [...new Set(cardsAtCommit)].filter((count) => count > 0);
    expect(steps[0]).toBe(3);
    expect(steps.at(-1)).toBe(JOB_SEARCH_PAGE_SIZE);
    // No commit adds more than four cards after the first ones.
    for (let i = 1; i < steps.length; i++) expect(steps[i]! - steps[i - 1]!).toBeLessThanOrEqual(4);
  });
});
