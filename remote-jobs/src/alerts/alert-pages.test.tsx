import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '@chainwork/api';
import { ALERT_MESSAGES } from '@chainwork/shared-config';
import { resetAuth, setPageAuth } from '@chainwork/shared-config/browser';
import { realApiForThisFile, type RealApi } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { AlertsPage } from './AlertsPage';
import { ConfirmAlertPage } from './ConfirmAlertPage';
import { UnsubscribeAlertPage } from './UnsubscribeAlertPage';

const api = realApiForThisFile();
const alice = { userId: 'user_alice', email: 'alice@example.com', roles: ['employer' as const] };
const client = (over: RealApi) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: '/api/trpc', transformer: superjson, fetch: over.fetch })] });

/** An anonymous alert as the dialog creates it; its confirmation token is the one in the mail the api sent. */
async function pendingAlert(email: string, q: string): Promise<string> {
  await client(api).alerts.create.mutate({ search: { q, remote: 'europe' }, frequency: 'daily', email });
  const [mail] = await api.sql<{ text: string }>(
    'SELECT text FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1',
    email,
  );
  const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}`);
  return token;
}

afterEach(resetAuth);

describe('ConfirmAlertPage', () => {
  it('confirms on arrival, once, and shows the search with a link to it', async () => {
    const token = await pendingAlert('carol@example.com', 'solidity');
    const { calls } = renderWithApi(<ConfirmAlertPage />, api, { path: `/alerts/confirm?token=${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeTruthy();
    expect(screen.getByText('“solidity”, remote in Europe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open this search' }).getAttribute('href')).toBe('/?q=solidity&remote=europe#job-search');
    expect(calls).toEqual([{ name: 'alerts.confirm', input: { token } }]);
  });

  it('says why an expired link does not work', async () => {
    const token = await pendingAlert('dave@example.com', 'rust');
    await api.sql('UPDATE alerts SET confirm_expires_at = ? WHERE email = ?', Date.now() - 1000, 'dave@example.com');
    renderWithApi(<ConfirmAlertPage />, api, { path: `/alerts/confirm?token=${token}` });
    expect(await screen.findByText(ALERT_MESSAGES.linkExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
  });
});

describe('UnsubscribeAlertPage', () => {
  it('names the search, asks first, then stops the alert; the link again says it is stopped', async () => {
    await client(api.signedIn(alice)).alerts.create.mutate({ search: { tags: ['rust'] }, frequency: 'weekly' });
    const [row] = await api.sql<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM alerts WHERE email = ?', alice.email);
    const token = row!.unsubscribe_token;
    const { calls, unmount } = renderWithApi(<UnsubscribeAlertPage />, api, { path: `/alerts/unsubscribe?token=${token}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Stop this job alert?' })).toBeTruthy();
    expect(await screen.findByText('Rust')).toBeTruthy();
    // Reading which alert it is stops nothing.
    expect(calls).toEqual([{ name: 'alerts.unsubscribeTarget', input: { token } }]);
    expect(await api.sql('SELECT id FROM alerts WHERE unsubscribe_token = ? AND status = ?', token, 'active')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['alerts.unsubscribeTarget', 'alerts.unsubscribe']);
    expect(await api.sql('SELECT id FROM alerts WHERE unsubscribe_token = ? AND status = ?', token, 'active')).toEqual([]);
    unmount();

    renderWithApi(<UnsubscribeAlertPage />, api, { path: `/alerts/unsubscribe?token=${token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText('Rust')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says an unknown link does not work', async () => {
    renderWithApi(<UnsubscribeAlertPage />, api, { path: `/alerts/unsubscribe?token=${'x'.repeat(43)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(ALERT_MESSAGES.linkInvalid)).toBeTruthy();
  });
});

describe('AlertsPage', () => {
  it('asks an anonymous visitor to sign in', () => {
    renderWithApi(<AlertsPage />, api, { path: '/account/alerts' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('lists the alerts in words, changes how often one comes, pauses one and deletes one after a second press', async () => {
    const signedIn = {
      status: 'signed-in' as const,
      user: { id: 'user_bob', name: 'Bob', email: 'bob@example.com', roles: ['employer' as const] },
    };
    setPageAuth({
      getState: () => signedIn,
      subscribe: () => () => {},
      signOut: async () => {},
    });
    const bob = { userId: 'user_bob', email: 'bob@example.com', roles: ['employer' as const] };
    const asBob = api.signedIn(bob);
    await client(asBob).alerts.create.mutate({ search: { q: 'solidity', remote: 'europe' }, frequency: 'daily' });
    await client(asBob).alerts.create.mutate({ search: { tags: ['rust'] }, frequency: 'weekly' });
    const ids = await api.sql<{ id: number }>('SELECT id FROM alerts WHERE user_id = ? ORDER BY id', bob.userId);
    const { calls } = renderWithApi(<AlertsPage />, asBob, { path: '/account/alerts' });
    const list = await screen.findByRole('list', { name: 'Your job alerts' });
    expect(list.textContent).toContain('“solidity”, remote in Europe');
    const often = screen.getByRole('combobox', { name: 'How often: “solidity”, remote in Europe' });
    expect((often as HTMLSelectElement).value).toBe('daily');
    expect((screen.getByRole('combobox', { name: 'How often: Rust' }) as HTMLSelectElement).value).toBe('weekly');
    expect(list.textContent).toContain('Next e-mail');
    // Newest first, as the api lists them.
    expect(screen.getAllByRole('link', { name: 'Open this search' }).map((link) => link.getAttribute('href'))).toEqual([
      '/?tags=rust#job-search',
      '/?q=solidity&remote=europe#job-search',
    ]);

    fireEvent.change(often, { target: { value: 'weekly' } });
    await waitFor(() => expect(calls.some((c) => c.name === 'alerts.setFrequency')).toBe(true));
    await waitFor(() => expect((often as HTMLSelectElement).disabled).toBe(false));
    expect((often as HTMLSelectElement).value).toBe('weekly');
    const [stored] = await api.sql<{ frequency: string }>('SELECT frequency FROM alerts WHERE id = ?', ids[0]!.id);
    expect(stored?.frequency).toBe('weekly');

    fireEvent.click(screen.getByRole('button', { name: 'Pause alert: “solidity”, remote in Europe' }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume alert: “solidity”, remote in Europe' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete alert: Rust' }));
    expect(calls.some((c) => c.name === 'alerts.remove')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deleting alert: Rust' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'How often: Rust' })).toBeNull());
    expect(await screen.findByText('Alert deleted')).toBeTruthy();
    expect(calls.filter((c) => c.name !== 'alerts.list')).toEqual([
      { name: 'alerts.setFrequency', input: { id: ids[0]!.id, frequency: 'weekly' } },
      { name: 'alerts.setPaused', input: { id: ids[0]!.id, paused: true } },
      { name: 'alerts.remove', input: { id: ids[1]!.id } },
    ]);
  });
});
