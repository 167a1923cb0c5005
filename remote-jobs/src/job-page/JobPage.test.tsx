import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { JobPage } from './JobPage';
import { SIMILAR_JOBS_LIMIT } from './SimilarJobs';

const api = realApiForThisFile();
const job = sampleJob();
// Jobs like it: they share its first tag and another of its tags.
const similarJobs = [
  sampleJob({
    slug: 'smart-contract-auditor-ledgerline',
    title: 'Smart Contract Auditor',
    company: 'Ledgerline',
    tags: ['solidity', 'audits'],
    ageDays: 2,
  }),
  sampleJob({
    slug: 'defi-protocol-engineer-vaultwise',
    title: 'DeFi Protocol Engineer',
    company: 'Vaultwise',
    tags: ['solidity', 'defi'],
    ageDays: 1,
  }),
];

/** The job itself (similar jobs below it are articles too). */
const article = () => screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;

describe('JobPage', () => {
  it('shows the job with an external Apply now link and the share bar the shell supplies', async () => {
    await api.seed([job, ...similarJobs]);
    const renderShareBar = vi.fn(({ slug, title }: { slug: string; title: string }) => (
      <p>
        share {slug} / {title}
      </p>
    ));
    const { calls } = renderWithApi(<JobPage slug={job.slug} renderShareBar={renderShareBar} />, api);
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    expect(calls).toEqual([
      { name: 'jobs.bySlug', input: { slug: job.slug } },
      { name: 'jobs.similar', input: { slug: job.slug, limit: SIMILAR_JOBS_LIMIT } },
    ]);
    const page = within(article());
    expect(page.getByRole('link', { name: 'Acme Protocol' }).getAttribute('href')).toBe('/companies/acme-protocol');
    expect(page.getByText('Remote')).toBeTruthy();
    expect(page.getByText('$120,000 – $180,000')).toBeTruthy();
    expect(page.getByText('Full-time')).toBeTruthy();
    expect(page.getByText('Senior')).toBeTruthy();
    const apply = page.getAllByRole('link', { name: 'Apply now' });
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) {
      // The gateway counts the click and sends the visitor on to the job's apply URL.
      expect(link.getAttribute('href')).toBe(`/jobs/${job.slug}/apply`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByText('share senior-solidity-engineer-acme / Senior Solidity Engineer at Acme Protocol')).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'The role' })).toBeTruthy();
  });

  it('links every tag to a search for it', async () => {
    await api.seed([job]);
    renderWithApi(<JobPage slug={job.slug} />, api);
    await screen.findByRole('heading', { level: 1 });
    const skills = within(within(article()).getByRole('list', { name: 'Skills' }));
    expect(skills.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      job.tags.map((tag) => [tag, `/?tags=${tag}#job-search`]),
    );
  });

  it('lists similar open jobs, linking to their pages', async () => {
    await api.seed([job, ...similarJobs]);
    renderWithApi(<JobPage slug={job.slug} />, api);
    const section = within(await screen.findByRole('region', { name: 'Similar open jobs' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(2));
    expect(section.getByRole('link', { name: 'Smart Contract Auditor' }).getAttribute('href')).toBe(
      '/jobs/smart-contract-auditor-ledgerline',
    );
    expect(section.getByRole('link', { name: 'More solidity jobs →' }).getAttribute('href')).toBe('/?tags=solidity#job-search');
  });

  it('renders only the similar jobs section again when they arrive after the job', async () => {
    await api.seed([job, ...similarJobs]);
    let release = () => {};
    const similarHeld = new Promise<void>((resolve) => (release = resolve));
    const renderShareBar = vi.fn(() => <p>share</p>);
    renderWithApi(<JobPage slug={job.slug} renderShareBar={renderShareBar} />, api, {
      transport: { hold: (call) => (call.name === 'jobs.similar' ? similarHeld : undefined) },
    });
    await screen.findByRole('heading', { level: 1, name: job.title });
    const pageRenders = renderShareBar.mock.calls.length;
    release();
    const section = within(screen.getByRole('region', { name: 'Similar open jobs' }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(2));
    // The page (which asks the shell for its share bar each time it renders) did not render again.
    expect(renderShareBar.mock.calls.length).toBe(pageRenders);
  });

  it('says so when there are no similar jobs, and keeps the page when they fail to load', async () => {
    await api.seed([job]);
    renderWithApi(<JobPage slug={job.slug} />, api);
    expect(await screen.findByText('No similar open jobs right now.')).toBeTruthy();
  });

  it('offers Retry for similar jobs alone when they fail', async () => {
    await api.seed([job, ...similarJobs]);
    renderWithApi(<JobPage slug={job.slug} />, api, { transport: { fail: (call) => call.name === 'jobs.similar' } });
    expect(await screen.findByText('Similar jobs could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeTruthy();
  });

  it('renders markdown without raw HTML or unsafe links', async () => {
    await api.seed([
      sampleJob({
        descriptionMd:
          'Hello <script>window.__pwned = 1</script><b>bold?</b>\n\n[click](javascript:alert(1)) and [docs](https://docs.example)',
      }),
    ]);
    const { container } = renderWithApi(<JobPage slug={job.slug} />, api);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows an expired job as closed, without an apply button, pointing to similar open jobs', async () => {
    await api.seed([sampleJob({ ageDays: 40 })]);
    renderWithApi(<JobPage slug={job.slug} />, api);
    expect(await screen.findByText('This job is closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See similar open jobs' }).getAttribute('href')).toBe('/#similar-jobs');
    expect(document.getElementById('similar-jobs')).toBeTruthy();
  });

  it('tells NOT_FOUND apart: a not-found message with the way back to the search', async () => {
    await api.seed([job]);
    const { calls } = renderWithApi(<JobPage slug="gone-job" />, api);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the latest jobs' }).getAttribute('href')).toBe('/#job-search');
    expect(calls.filter((c) => c.name === 'jobs.bySlug')).toHaveLength(1);
  });

  it('offers Retry for other failures', async () => {
    await api.seed([job]);
    let fail = true;
    renderWithApi(<JobPage slug={job.slug} />, api, { transport: { fail: () => fail } });
    expect(await screen.findByText("We couldn't load this job")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
  });
});
