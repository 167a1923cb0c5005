import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@chainwork/api';
import { makeJob, makeSummary } from '../test/fixtures';
import { renderWithApi } from '../test/render';
import type { ProcedureResult } from '@chainwork/shared-config/testing';
import { JobPage } from './JobPage';
import { SIMILAR_JOBS_LIMIT } from './SimilarJobs';

const notFound: ProcedureResult = { error: { message: 'Job not found', code: 'NOT_FOUND', httpStatus: 404 } };
const similarJobs = [makeSummary(7, { Title: 'Smart Contract Auditor' }), makeSummary(8, { Title: 'DeFi Protocol Engineer' })];

/** The api for one job page: the job by slug, and jobs like it. */
function jobApi(job: Job | ProcedureResult, similar: ProcedureResult = { data: similarJobs }) {
  return (name: string): ProcedureResult => {
    if (name === 'jobs.bySlug') return 'error' in job ? job : { data: job };
    if (name === 'jobs.similar') return similar;
    throw new Error(`unexpected ${name}`);
  };
}

/** The job itself (similar jobs below it are articles too). */
const article = () => screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;

describe('JobPage', () => {
  it('shows the job with an external Apply now link and the share bar the shell supplies', async () => {
    const job = makeJob();
    const renderShareBar = vi.fn(({ slug, title }: { slug: string; title: string }) => <p>share {slug} / {title}</p>);
    const { calls } = renderWithApi(<JobPage slug={job.Pretty_url} renderShareBar={renderShareBar} />, jobApi(job));
    expect(await screen.findByRole('heading', { level: 1, name: job.Title })).toBeTruthy();
    // Asked for together, so the client sends them as one batch.
    expect(calls).toEqual([
      { name: 'jobs.bySlug', input: { slug: job.Pretty_url } },
      { name: 'jobs.similar', input: { slug: job.Pretty_url, limit: SIMILAR_JOBS_LIMIT } },
    ]);
    const page = within(article());
    expect(page.getByText('Acme Protocol').closest('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(page.getByText('Remote')).toBeTruthy();
    expect(page.getByText('$120,000 – $180,000')).toBeTruthy();
    expect(page.getByText('Full-time')).toBeTruthy();
    expect(page.getByText('Senior')).toBeTruthy();
    const apply = page.getAllByRole('link', { name: 'Apply now' });
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) {
      expect(link.getAttribute('href')).toBe(job.applyUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByText('share senior-solidity-engineer-acme / Senior Solidity Engineer at Acme Protocol')).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'The role' })).toBeTruthy();
  });

  it('links every tag to a search for it', async () => {
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job));
    await screen.findByRole('heading', { level: 1 });
    const skills = within(within(article()).getByRole('list', { name: 'Skills' }));
    expect(skills.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      job.tags.map((tag) => [tag, `/?tags=${tag}#job-search`]),
    );
  });

  it('lists similar open jobs, linking to their pages', async () => {
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job));
    const section = within(await screen.findByRole('region', { name: 'Similar open jobs' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(2));
    expect(section.getByRole('link', { name: 'Smart Contract Auditor' }).getAttribute('href')).toBe('/jobs/job-7');
    expect(section.getByRole('link', { name: 'More solidity jobs →' }).getAttribute('href')).toBe('/?tags=solidity#job-search');
  });

  it('says so when there are no similar jobs, and keeps the page when they fail to load', async () => {
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job, { data: [] }));
    expect(await screen.findByText('No similar open jobs right now.')).toBeTruthy();
  });

  it('offers Retry for similar jobs alone when they fail', async () => {
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job, { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }));
    expect(await screen.findByText('Similar jobs could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: job.Title })).toBeTruthy();
  });

  it('renders markdown without raw HTML or unsafe links', async () => {
    const job = makeJob({ Description: 'Hello <script>window.__pwned = 1</script><b>bold?</b>\n\n[click](javascript:alert(1)) and [docs](https://docs.example)' });
    const { container } = renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job));
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows an expired job as closed, without an apply button, pointing to similar open jobs', async () => {
    const job = makeJob({ expired: true });
    renderWithApi(<JobPage slug={job.Pretty_url} />, jobApi(job));
    expect(await screen.findByText('This job is closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See similar open jobs' }).getAttribute('href')).toBe('/#similar-jobs');
    expect(document.getElementById('similar-jobs')).toBeTruthy();
  });

  it('tells NOT_FOUND apart: a not-found message with the way back to the search', async () => {
    const { calls } = renderWithApi(<JobPage slug="gone-job" />, jobApi(notFound, notFound));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the latest jobs' }).getAttribute('href')).toBe('/#job-search');
    expect(calls.filter((c) => c.name === 'jobs.bySlug')).toHaveLength(1);
  });

  it('offers Retry for other failures', async () => {
    let fail = true;
    const job = makeJob();
    renderWithApi(<JobPage slug={job.Pretty_url} />, (name) => (fail
      ? { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }
      : jobApi(job)(name)));
    expect(await screen.findByText("We couldn't load this job")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: job.Title })).toBeTruthy();
  });
});
