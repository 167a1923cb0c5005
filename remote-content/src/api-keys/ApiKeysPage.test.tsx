import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PATTERN } from '@chainwork/shared-config/public-api';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { ApiKeysPage } from './ApiKeysPage';

// The real api over this file's database: keys are created, listed and revoked by its procedures.
const api = realApiForThisFile();
const person = (label: string): Identity => ({ userId: `user-keys-${label}`, email: `${label}@acme.example`, roles: ['employer'] });
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

async function createKey(name: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Key name/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
  return screen.findByRole('dialog', { name: /Your new API key/ });
}

describe('ApiKeysPage', () => {
  it('refuses a key without a name in the api’s words, and sends nothing', async () => {
    const { calls } = renderWithApi(<ApiKeysPage />, api, { identity: person('empty') });
    expect(await screen.findByText('No keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Key name/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Key name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.name === 'apiKeys.create')).toEqual([]);
  });

  it('shows a new key once, in a dialog with a copy button and a warning; the list shows its name and prefix, never the key', async () => {
    renderWithApi(<ApiKeysPage />, api, { identity: person('once') });
    await screen.findByText('No keys yet.');
    const dialog = await createKey('Job bot');
    const key = within(dialog).getByRole('figure', { name: 'your new API key' }).querySelector('pre')?.textContent ?? '';
    expect(key).toMatch(API_KEY_PATTERN);
    expect(within(dialog).getByText(/it will not be shown again/)).toBeTruthy();
    const copy = within(dialog).getByRole('button', { name: 'Copy the new API key' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
    fireEvent.click(copy);
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(key);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done, I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your keys (1)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const item = screen.getByRole('heading', { level: 3, name: 'Job bot' }).closest('li') as HTMLElement;
    expect(within(item).getByText(`${key.slice(0, API_KEY_DISPLAY_LENGTH)}…`)).toBeTruthy();
    expect(document.body.textContent).not.toContain(key);
  });

  it('revokes a key only once the person confirms', async () => {
    const { calls } = renderWithApi(<ApiKeysPage />, api, { identity: person('revoke') });
    await screen.findByText('No keys yet.');
    fireEvent.click(within(await createKey('Old sync')).getByRole('button', { name: 'Done, I have copied it' }));
    await screen.findByRole('heading', { level: 2, name: 'Your keys (1)' });

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Old sync' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Old sync”?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep it' })));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.name === 'apiKeys.revoke')).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Old sync' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Old sync' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Old sync”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('“Old sync” is revoked.')).toBeTruthy();
    expect(await screen.findByText('No keys yet.')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'apiKeys.revoke')).toHaveLength(1);
  });
});
