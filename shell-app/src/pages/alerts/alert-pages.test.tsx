import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@chainwork/shared-config';
import { resetAuth, setPageAuth } from '@chainwork/shared-config/browser';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { trpcFetchStub, type ProcedureHandler } from '@chainwork/shared-config/testing';
import type { AlertListItem } from './alert-types';
import { AlertsPage } from './AlertsPage';
import { ConfirmAlertPage } from './ConfirmAlertPage';
import { UnsubscribeAlertPage } from './UnsubscribeAlertPage';

const TOKEN = 'a'.repeat(43);
const view = (id: number, overrides: Partial<AlertListItem> = {}): AlertListItem => ({
  id, search: { q: 'solidity', remote: 'europe' }, description: '“solidity”, remote in Europe', frequency: 'daily', paused: false,
  createdAt: new Date('2026-11-20T10:00:00Z'), nextDigestAt: new Date('2026-11-25T07:00:00Z'), lastDigestAt: null, ...overrides,
});

function renderPage(ui: ReactElement, path: string, handler: ProcedureHandler) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = trpcFetchStub(handler);
  const trpcClient = createTrpcClient({ fetch: api.fetch, logger: () => {} });
  render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return api.calls;
}

afterEach(resetAuth);

describe('ConfirmAlertPage', () => {
  it('confirms on arrival, once, and shows the search with a link to it', async () => {
    const calls = renderPage(<ConfirmAlertPage />, `/alerts/confirm?token=${TOKEN}`, () => ({ data: { alert: view(1), alreadyConfirmed: false } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeTruthy();
    expect(screen.getByText('“solidity”, remote in Europe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open this search' }).getAttribute('href')).toBe('/?q=solidity&remote=europe#job-search');
    expect(calls).toEqual([{ name: 'alerts.confirm', input: { token: TOKEN } }]);
  });

  it('says why an expired link does not work', async () => {
    renderPage(<ConfirmAlertPage />, `/alerts/confirm?token=${TOKEN}`, () => ({ error: { message: ALERT_MESSAGES.linkExpired, code: 'BAD_REQUEST', httpStatus: 400 } }));
    expect(await screen.findByText(ALERT_MESSAGES.linkExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
  });
});

describe('UnsubscribeAlertPage', () => {
  it('asks first, then stops the alert', async () => {
    const calls = renderPage(<UnsubscribeAlertPage />, `/alerts/unsubscribe?token=${TOKEN}`, () => ({ data: { description: 'Rust' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stop this job alert?' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(calls).toEqual([{ name: 'alerts.unsubscribe', input: { token: TOKEN } }]);
  });
});

describe('AlertsPage', () => {
  it('asks an anonymous visitor to sign in', () => {
    renderPage(<AlertsPage />, '/account/alerts', () => ({ data: [] }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('lists the alerts in words, pauses one and deletes one after a second press', async () => {
    const signedIn = { status: 'signed-in' as const, user: { id: 'u1', name: 'Alice', email: 'alice@example.com' } };
    setPageAuth({
      getState: () => signedIn,
      subscribe: () => () => {},
      signOut: async () => {},
    });
    let alerts = [view(1), view(2, { description: 'Rust', search: { tags: ['rust'] }, frequency: 'weekly' })];
    const calls = renderPage(<AlertsPage />, '/account/alerts', (name, input) => {
      if (name === 'alerts.setPaused') {
        alerts = alerts.map((a) => (a.id === 1 ? { ...a, paused: true, nextDigestAt: null } : a));
        return { data: alerts[0] };
      }
      if (name === 'alerts.remove') {
        alerts = alerts.filter((a) => a.id !== (input as { id: number }).id);
        return { data: { id: 2 } };
      }
      return { data: alerts };
    });
    const list = await screen.findByRole('list', { name: 'Your job alerts' });
    expect(list.textContent).toContain('“solidity”, remote in Europe');
    expect(list.textContent).toContain('Daily');
    expect(list.textContent).toContain('Weekly');
    expect(screen.getAllByRole('link', { name: 'Open this search' })[1]!.getAttribute('href')).toBe('/?tags=rust#job-search');

    fireEvent.click(screen.getByRole('button', { name: 'Pause alert: “solidity”, remote in Europe' }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume alert: “solidity”, remote in Europe' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete alert: Rust' }));
    expect(calls.some((c) => c.name === 'alerts.remove')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deleting alert: Rust' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your job alerts' }).textContent).not.toContain('Weekly'));
    expect(await screen.findByText('Alert deleted')).toBeTruthy();
    expect(calls.filter((c) => c.name !== 'alerts.list')).toEqual([
      { name: 'alerts.setPaused', input: { id: 1, paused: true } },
      { name: 'alerts.remove', input: { id: 2 } },
    ]);
  });
});
