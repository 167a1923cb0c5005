import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { hasTransition } from '@chainwork/testing/element-rules';
import { createRouterProbe } from '../../test/router-probe';
import { CompaniesDirectory } from './CompaniesDirectory';

const api = realApiForThisFile();

beforeAll(async () => {
  // Two open jobs at Acme, one at Ledgerline: every job's company gets its row.
  await api.seed([
    sampleJob({ slug: 'solidity-engineer-acme', company: 'Acme Protocol' }),
    sampleJob({ slug: 'rust-engineer-acme', title: 'Rust Engineer', company: 'Acme Protocol' }),
    sampleJob({ slug: 'auditor-ledgerline', title: 'Auditor', company: 'Ledgerline', companyUrl: 'https://ledgerline.example' }),
  ]);
  await api.sql(`UPDATE companies SET ecosystems_json = '["starknet"]' WHERE slug = 'ledgerline'`);
});

const cards = () => within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

function renderDirectory(path = '/companies', transport = {}) {
  const { probe, Probe } = createRouterProbe();
  const view = renderWithApi(
    <>
      <CompaniesDirectory />
      <Probe />
    </>,
    api,
    { path, transport },
  );
  return { ...view, probe };
}

describe('CompaniesDirectory', () => {
  it('lists the companies, most open jobs first, each card leading to its page with its count and ecosystems', async () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Acme Protocol', 'Ledgerline']));
    expect(screen.getByRole('status').textContent).toBe('2 companies');
    const [acme, ledgerline] = cards();
    expect(within(acme!).getByRole('link', { name: 'Acme Protocol' }).getAttribute('href')).toBe('/companies/acme-protocol');
    expect(within(acme!).getByText('2 open jobs')).toBeTruthy();
    expect(within(within(ledgerline!).getByRole('list', { name: 'Ecosystems' })).getByText('Starknet')).toBeTruthy();
  });

  it('searches by name when the visitor leaves the field, and keeps the search in the URL', async () => {
    const { probe } = renderDirectory();
    await waitFor(() => expect(names()).toHaveLength(2));
    const field = screen.getByRole('searchbox', { name: 'Search companies' });
    fireEvent.change(field, { target: { value: 'ledger' } });
    fireEvent.blur(field);
    await waitFor(() => expect(names()).toEqual(['Ledgerline']));
    expect(probe.location?.search).toBe('?q=ledger');
  });

  it('filters by ecosystem from the URL and from the select, and offers a way back when nothing matches', async () => {
    const { probe } = renderDirectory('/companies?ecosystem=starknet');
    await waitFor(() => expect(names()).toEqual(['Ledgerline']));
    const select = screen.getByRole('combobox', { name: 'Ecosystem' });
    expect((select as HTMLSelectElement).value).toBe('starknet');
    fireEvent.change(select, { target: { value: 'solana' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No companies match' })).toBeTruthy();
    expect(probe.location?.search).toBe('?ecosystem=solana');
    fireEvent.click(screen.getByRole('button', { name: 'Show all companies' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(probe.location?.search).toBe('');
  });

  it('puts "Hiring now" in the URL', async () => {
    const { probe } = renderDirectory();
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hiring now' }));
    await waitFor(() => expect(probe.location?.search).toBe('?hiring=1'));
    await waitFor(() => expect(names()).toEqual(['Acme Protocol', 'Ledgerline']));
  });

  it('says the list could not be loaded and retries', async () => {
    let fail = true;
    renderDirectory('/companies', { fail: () => fail });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load companies" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(2));
  });

  it('draws cards that change on hover without a CSS transition (each would send its events through React’s root listener)', async () => {
    renderDirectory();
    await waitFor(() => expect(names()).toEqual(['Acme Protocol', 'Ledgerline']));
    expect(cards().map(hasTransition)).toEqual([false, false]);
  });
});
