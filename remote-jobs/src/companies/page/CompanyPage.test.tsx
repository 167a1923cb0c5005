import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { resetAuth } from '@chainwork/shared-config/browser';
import { HTTPS_URL_MESSAGE } from '@chainwork/shared-config/companies';
import type { Identity } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { CompanyPage } from './CompanyPage';

const api = realApiForThisFile();
const ada: Identity = { userId: 'user-ada', email: 'ada@acme.example', roles: ['employer'] };

beforeEach(async () => {
  await api.seed([
    sampleJob({ slug: 'solidity-engineer-acme', company: 'Acme Protocol' }),
    sampleJob({ slug: 'rust-engineer-acme', title: 'Rust Engineer', company: 'Acme Protocol', ageDays: 1 }),
  ]);
  await api.sql(`UPDATE companies SET claimed_by = NULL, claimed_email = NULL, claimed_at = NULL, about = '', socials_json = '{}'`);
  await api.sql(
    `UPDATE companies SET about = 'We build the settlement layer.', socials_json = ? WHERE slug = 'acme-protocol'`,
    JSON.stringify({ x: 'https://x.com/acme' }),
  );
});
afterEach(() => {
  resetAuth();
  vi.unstubAllGlobals();
});

const renderCompany = (slug = 'acme-protocol', identity?: Identity) =>
  renderWithApi(<CompanyPage slug={slug} />, api, identity ? { identity } : {});

describe('CompanyPage', () => {
  it('shows the company, its links leaving the site without endorsement, its open jobs and its recently closed roles', async () => {
    renderCompany();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Protocol' })).toBeTruthy();
    expect(screen.getByText('We build the settlement layer.')).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Links' }));
    for (const [name, href] of [
      ['acme.example', 'https://acme.example/'],
      ['X', 'https://x.com/acme'],
    ]) {
      const link = links.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Open jobs (2)' })).toBeTruthy();
    const jobs = within(screen.getByRole('list', { name: 'Open jobs at Acme Protocol' })).getAllByRole('article');
    expect(jobs.map((job) => within(job).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Rust Engineer',
      'Senior Solidity Engineer',
    ]);
    expect(screen.getByText('0 roles closed in the last 90 days')).toBeTruthy();
  });

  it('asks a visitor who is signed out to sign in with the company’s domain', async () => {
    renderCompany();
    const banner = within(await screen.findByRole('region', { name: 'Claim this company' }));
    expect(banner.getByText(/Sign in with your acme\.example e-mail address/)).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/sign-in\?/);
  });

  it('tells someone signed in with a free-mail address why they cannot claim it', async () => {
    renderCompany('acme-protocol', { userId: 'user-free', email: 'ada@gmail.com', roles: ['employer'] });
    const banner = within(await screen.findByRole('region', { name: 'Claim this company' }));
    expect(banner.getByText(/A free e-mail address cannot claim a company/)).toBeTruthy();
    expect(banner.queryByRole('button', { name: 'Claim this company' })).toBeNull();
  });

  it('lets someone at the company’s domain claim it, then manage it', async () => {
    renderCompany('acme-protocol', ada);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim this company' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Manage Acme Protocol' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Claim this company' })).toBeNull();
    expect((await api.sql<{ claimed_email: string }>(`SELECT claimed_email FROM companies WHERE slug = 'acme-protocol'`))[0]).toEqual({
      claimed_email: 'ada@acme.example',
    });
  });

  it('lets the claimant edit the profile: refused links are named beside their field, a saved profile shows at once', async () => {
    await api.sql(
      `UPDATE companies SET claimed_by = ?, claimed_email = ?, claimed_at = 1 WHERE slug = 'acme-protocol'`,
      ada.userId,
      ada.email,
    );
    renderCompany('acme-protocol', ada);
    const form = within(await screen.findByRole('form', { name: 'Company profile' }));
    fireEvent.change(form.getByRole('textbox', { name: 'GitHub' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText(HTTPS_URL_MESSAGE)).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'GitHub' }), { target: { value: 'https://github.com/acme' } });
    fireEvent.change(form.getByRole('textbox', { name: 'About' }), { target: { value: 'Payments rails for wallets.' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Ethereum' }));
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('Profile saved.')).toBeTruthy();
    expect(screen.getAllByText('Payments rails for wallets.').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: 'Links' }))
        .getByRole('link', { name: 'GitHub' })
        .getAttribute('href'),
    ).toBe('https://github.com/acme');
    expect(within(screen.getAllByRole('list', { name: 'Ecosystems' })[0]!).getByRole('link', { name: 'Ethereum' })).toBeTruthy();
  });

  it('tests a job board before connecting it: how many jobs would come and a sample of their titles', async () => {
    await api.sql(
      `UPDATE companies SET claimed_by = ?, claimed_email = ?, claimed_at = 1 WHERE slug = 'acme-protocol'`,
      ada.userId,
      ada.email,
    );
    // The provider is the outside world: its answer, in Greenhouse's documented format.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/greenhouse/v1/boards/')) return realFetch(input, init);
      if (!url.includes('/boards/acme/')) return new Response(JSON.stringify({ status: 404, error: 'Job not found' }), { status: 404 });
      const job = (id: number, title: string) => ({
        id,
        title,
        updated_at: '2026-05-01T10:00:00-04:00',
        location: { name: 'Remote' },
        absolute_url: `https://acme.example/careers?gh_jid=${id}`,
        content: '&lt;p&gt;Build it.&lt;/p&gt;',
      });
      return Response.json({ jobs: [job(1, 'Protocol Engineer'), job(2, 'Head of Design')], meta: { total: 2 } });
    });
    renderCompany('acme-protocol', ada);
    const form = within(await screen.findByRole('form', { name: 'Connect a job board' }));
    expect((form.getByRole('combobox', { name: 'Provider' }) as HTMLSelectElement).value).toBe('greenhouse');
    fireEvent.change(form.getByRole('textbox', { name: 'Board token' }), { target: { value: 'nobody' } });
    fireEvent.click(form.getByRole('button', { name: 'Test' }));
    expect((await form.findByRole('alert')).textContent).toMatch(/Greenhouse/);
    expect(form.queryByRole('button', { name: 'Connect' })).toBeNull();
    fireEvent.change(form.getByRole('textbox', { name: 'Board token' }), { target: { value: 'acme' } });
    fireEvent.click(form.getByRole('button', { name: 'Test' }));
    expect(await form.findByText('2 jobs would be imported')).toBeTruthy();
    const sample = within(form.getByRole('list', { name: 'Sample of the jobs' }));
    expect(sample.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Protocol Engineer · Remote',
      'Head of Design · Remote',
    ]);
    expect(form.getByRole('button', { name: 'Connect' })).toBeTruthy();
    // A changed board needs a new test before it can be connected.
    fireEvent.change(form.getByRole('textbox', { name: 'Board token' }), { target: { value: 'acme2' } });
    await waitFor(() => expect(form.queryByRole('button', { name: 'Connect' })).toBeNull());
  });

  it('says plainly when no company has this address', async () => {
    renderCompany('no-such-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse companies' }).getAttribute('href')).toBe('/companies');
  });
});
