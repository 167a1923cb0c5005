import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@chainwork/api';
import {
  ACCOUNT_PATHS,
  ALERT_MESSAGES,
  MAX_UNCONFIRMED_ALERTS_PER_DAY,
  NEWSLETTER_INVALID_MESSAGE,
  NEWSLETTER_REQUIRED_MESSAGE,
} from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { rulesOf } from '@chainwork/testing/element-rules';
import { renderWithApi } from '@chainwork/testing/render';
import { alertSearchOf } from './alert-search';
import { ALERT_DIALOG_TITLE, JobAlertDialog } from './JobAlertDialog';

const api = realApiForThisFile();
const search = { q: 'solidity', remote: 'europe', minSalary: 125_000 };
const noop = () => {};
const alice = { userId: 'user_alice', email: 'alice@example.com', roles: ['employer' as const] };

/** Mail the api wrote to the outbox for `address`. */
const mailTo = (address: string) => api.sql<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_address = ?', address);

describe('JobAlertDialog, anonymous', () => {
  it('asks for an address and a frequency, then says to check the inbox', async () => {
    const { calls } = renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />, api);
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
    expect(await mailTo('bob@example.com')).toHaveLength(1);
  });

  it('dims the page behind it without blurring it (a backdrop filter is drawn again in every frame the dialog covers)', async () => {
    renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />, api);
    const rules = rulesOf(await screen.findByRole('dialog', { name: ALERT_DIALOG_TITLE })).join('');
    expect(rules).toMatch(/background/);
    expect(rules).not.toMatch(/backdrop-filter/);
  });

  it('draws everything inside with plain elements on the dialog’s one rule set, so opening it renders and restyles no component of its own class', async () => {
    renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />, api);
    const dialog = await screen.findByRole('dialog', { name: ALERT_DIALOG_TITLE });
    // Chakra's fields each carried an emotion class (and custom properties of their own).
    const styled = Array.from(dialog.querySelectorAll('[class]')).filter((element) => /\bcss-/.test(element.getAttribute('class')!));
    expect(styled).toEqual([]);
    expect(screen.getByRole('group', { name: 'How often?' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(NEWSLETTER_REQUIRED_MESSAGE);
  });

  it('shows the api’s message when a limit is reached', async () => {
    // The address uses up the day's allowance of unconfirmed alerts. This file's requests all
    // come from one client, whose own allowance earlier tests may have used first: either way
    // the api refuses within MAX_UNCONFIRMED_ALERTS_PER_DAY requests, with the same message.
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/api/trpc', transformer: superjson, fetch: api.fetch })] });
    const create = (i: number) =>
      client.alerts.create.mutate({ search: { q: `topic ${i}` }, frequency: 'daily', email: 'busy@example.com' });
    let refused = false;
    for (let i = 0; i <= MAX_UNCONFIRMED_ALERTS_PER_DAY && !refused; i += 1) {
      refused = await create(i).then(
        () => false,
        (error: unknown) => {
          expect(error).toHaveProperty('message', ALERT_MESSAGES.tooManyUnconfirmed);
          return true;
        },
      );
    }
    expect(refused).toBe(true);
    renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn={false} />, api);
    fireEvent.change(await screen.findByRole('textbox', { name: /E-mail address/ }), { target: { value: 'busy@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.tooManyUnconfirmed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: ALERT_DIALOG_TITLE })).toBeTruthy();
  });
});

describe('JobAlertDialog, signed in', () => {
  it('creates the alert in one step, without asking for an address', async () => {
    const { calls } = renderWithApi(<JobAlertDialog isOpen onClose={noop} search={search} signedIn />, api.signedIn(alice));
    await screen.findByRole('dialog', { name: ALERT_DIALOG_TITLE });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect((screen.getByRole('radio', { name: /Daily/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('dialog', { name: 'Your alert is on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe(ACCOUNT_PATHS.alerts);
    expect(calls).toEqual([{ name: 'alerts.create', input: { search, frequency: 'daily' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    // Active at once: no confirmation mail for a signed-in person.
    expect(await mailTo(alice.email)).toEqual([]);
  });
});

describe('alertSearchOf', () => {
  it('keeps the text and filters of the search on screen, not its sort', () => {
    expect(alertSearchOf({ q: 'rust', tags: ['defi'], sort: 'salary', remote: undefined })).toEqual({ q: 'rust', tags: ['defi'] });
  });
});
