import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../test/fixtures';
import { renderWithApi } from '../test/render';
import type { ProcedureResult } from '../test/trpc-stub';
import { JobPage } from './JobPage';

const notFound: ProcedureResult = { error: { message: 'Job not found', code: 'NOT_FOUND', httpStatus: 404 } };

describe('JobPage', () => {
  it('shows the job with an external Apply now link and the share bar the shell supplies', async () => {
    const job = makeJob();
    const renderShareBar = vi.fn(({ slug, title }: { slug: string; title: string }) => <p>share {slug} / {title}</p>);
    const { calls } = renderWithApi(<JobPage slug={job.Pretty_url} renderShareBar={renderShareBar} />, () => ({ data: job }));
    expect(await screen.findByRole('heading', { level: 1, name: job.Title })).toBeTruthy();
    expect(calls).toEqual([{ name: 'jobs.bySlug', input: { slug: job.Pretty_url } }]);
    expect(screen.getByText('Acme Protocol').closest('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText('Remote')).toBeTruthy();
    expect(screen.getByText('$120,000 – $180,000')).toBeTruthy();
    expect(screen.getByText('Full-time')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(job.tags);
    const apply = screen.getAllByRole('link', { name: 'Apply now' });
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) {
      expect(link.getAttribute('href')).toBe(job.applyUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByText('share senior-solidity-engineer-acme / Senior Solidity Engineer at Acme Protocol')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The role' })).toBeTruthy();
  });

  it('renders markdown without raw HTML or unsafe links', async () => {
    const job = makeJob({ Description: 'Hello <script>window.__pwned = 1</script><b>bold?</b>\n\n[click](javascript:alert(1)) and [docs](https://docs.example)' });
    const { container } = renderWithApi(<JobPage slug={job.Pretty_url} />, () => ({ data: job }));
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows a closed banner and no apply button for an expired job', async () => {
    const job = makeJob({ expired: true });
    renderWithApi(<JobPage slug={job.Pretty_url} />, () => ({ data: job }));
    expect(await screen.findByText('This job is closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('tells NOT_FOUND apart: a not-found message with the way back to the search', async () => {
    const { calls } = renderWithApi(<JobPage slug="gone-job" />, () => notFound);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the latest jobs' }).getAttribute('href')).toBe('/#job-search');
    expect(calls).toHaveLength(1);
  });

  it('offers Retry for other failures', async () => {
    let fail = true;
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, () => (fail
      ? { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }
      : { data: job }));
    expect(await screen.findByText("We couldn't load this job")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: job.Title })).toBeTruthy();
  });
});
