import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import { resetAuth } from '@chainwork/shared-config/browser';
import type { Identity } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { SourcesModeration } from './SourcesModeration';
import { HOUR_MS } from '@chainwork/shared-config/time';

const api = realApiForThisFile();
const moderator: Identity = { userId: 'user-mod', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] };
afterEach(() => resetAuth());

async function addSource(
  id: string,
  board: string,
  companySlug: string,
  health: { failures?: number; error?: string | null; status?: string },
) {
  const now = Date.now();
  const [provider] = id.split(':');
  await api.sql(
    `INSERT INTO import_sources (id, provider, board, company_slug, origin, status, last_run_at, last_success_at, last_error, last_error_at,
       consecutive_failures, jobs_seen, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'file', ?, ?, ?, ?, ?, ?, 12, ?, ?)`,
    id,
    provider,
    board,
    companySlug,
    health.status ?? 'active',
    now - HOUR_MS,
    now - 5 * HOUR_MS,
    health.error ?? null,
    health.error ? now - HOUR_MS : null,
    health.failures ?? 0,
    now,
    now,
  );
}

beforeAll(async () => {
  await api.seed([
    sampleJob({ slug: 'solidity-engineer-acme', company: 'Acme Protocol' }),
    sampleJob({ slug: 'auditor-ledgerline', title: 'Auditor', company: 'Ledgerline', companyUrl: 'https://ledgerline.example' }),
  ]);
  await addSource('greenhouse:acme', 'acme', 'acme-protocol', {});
  await addSource('lever:ledgerline', 'ledgerline', 'ledgerline', { failures: 3, error: 'Lever answered 404: no site called ledgerline' });
});

const sources = () => within(screen.getByRole('list', { name: 'Import sources' })).getAllByRole('article');

describe('SourcesModeration', () => {
  it('tells a person who is not a moderator that the sources are not theirs', async () => {
    renderWithApi(<SourcesModeration />, api, { identity: { userId: 'user-not-mod', email: 'ada@acme.example', roles: ['employer'] } });
    expect(await screen.findByText('Only moderators can manage import sources.')).toBeTruthy();
  });

  it('lists the failing source first, with its health and the provider’s words for the failure', async () => {
    renderWithApi(<SourcesModeration />, api, { identity: moderator });
    expect(await screen.findByRole('heading', { level: 2, name: 'Import sources (2)' })).toBeTruthy();
    const [first, second] = sources();
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Ledgerline');
    expect(within(first!).getByText('Failing')).toBeTruthy();
    expect(within(first!).getByText(/Lever answered 404: no site called ledgerline/)).toBeTruthy();
    expect(within(first!).getByText('5h ago')).toBeTruthy();
    expect(within(second!).getByRole('heading', { level: 3 }).textContent).toBe('Acme Protocol');
    expect(within(second!).getByText('Active')).toBeTruthy();
  });

  it('pauses and resumes a source, and removes one only after confirming in a dialog that starts on "Keep it"', async () => {
    renderWithApi(<SourcesModeration />, api, { identity: moderator });
    await screen.findByRole('heading', { level: 2, name: 'Import sources (2)' });
    const acme = () => sources().find((card) => within(card).queryByRole('link', { name: 'Acme Protocol' }))!;
    fireEvent.click(within(acme()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Acme Protocol’s Greenhouse board paused.')).toBeTruthy();
    await waitFor(() => expect(within(acme()).getByText('Paused')).toBeTruthy());
    fireEvent.click(within(acme()).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Acme Protocol’s Greenhouse board resumed.')).toBeTruthy();

    fireEvent.click(within(acme()).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Acme Protocol’s Greenhouse board?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove source' }));
    expect(await screen.findByText('Acme Protocol’s Greenhouse board removed.')).toBeTruthy();
    await waitFor(() => expect(within(acme()).getByText('Removed')).toBeTruthy());
    expect(within(acme()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('says in a toast when a change does not go through', async () => {
    renderWithApi(<SourcesModeration />, api, {
      identity: moderator,
      transport: { fail: (call) => call.name === 'imports.setSourceStatus' },
    });
    await screen.findByRole('heading', { level: 2, name: 'Import sources (2)' });
    const ledgerline = sources()[0]!;
    fireEvent.click(within(ledgerline).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Could not pause Ledgerline’s Lever board')).toBeTruthy();
  });
});
