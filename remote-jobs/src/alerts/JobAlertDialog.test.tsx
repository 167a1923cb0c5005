import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, ALERT_MESSAGES, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';
import { renderWithApi } from '../test/render';
import type { ProcedureHandler } from '@chainwork/shared-config/testing';
import { alertSearchOf } from './alert-search';
import { ALERT_DIALOG_TITLE, JobAlertDialog } from './JobAlertDialog';

const search = { q: 'solidity', remote: 'europe', minSalary: 125_000 };
const noop = () => {};

const answering = (data: unknown): ProcedureHandler => () => ({ data });

describe('JobAlertDialog, anonymous', () => {
  it('asks for an address and a frequency, then says to check the inbox', async () => {
    const { calls } = renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />,
      answering({ status: 'confirmation-sent', email: 'bob@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: ALERT_DIALOG_TITLE });
    expect(dialog.textContent).toContain('“solidity”, remote in Europe, from $125k');
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    expect(screen.getByText(NEWSLETTER_INVALID_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('bob@example.com')).toBeTruthy();
    expect(calls).toEqual([{ name: 'alerts.create', input: { search, frequency: 'weekly', email: 'bob@example.com' } }]);
  });

  it('shows the api’s message when a limit is reached', async () => {
    renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />,
      () => ({ error: { message: ALERT_MESSAGES.tooManyUnconfirmed, code: 'TOO_MANY_REQUESTS', httpStatus: 429 } }));
    fireEvent.change(await screen.findByRole('textbox', { name: /E-mail address/ }), { target: { value: 'busy@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.tooManyUnconfirmed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: ALERT_DIALOG_TITLE })).toBeTruthy();
  });
});

describe('JobAlertDialog, signed in', () => {
  it('creates the alert in one step, without asking for an address', async () => {
    const alert = { id: 1, search, description: 'x', frequency: 'daily', paused: false, createdAt: new Date(), nextDigestAt: null, lastDigestAt: null };
    const { calls } = renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn />, answering({ status: 'active', alert }));
    await screen.findByRole('dialog', { name: ALERT_DIALOG_TITLE });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect((screen.getByRole('radio', { name: /Daily/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('dialog', { name: 'Your alert is on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe(ACCOUNT_PATHS.alerts);
    expect(calls).toEqual([{ name: 'alerts.create', input: { search, frequency: 'daily' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  });
});

describe('alertSearchOf', () => {
  it('keeps the text and filters of the search on screen, not its sort', () => {
    expect(alertSearchOf({ q: 'rust', tags: ['defi'], sort: 'salary', remote: undefined })).toEqual({ q: 'rust', tags: ['defi'] });
  });
});
