import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { parseSearchParams } from '@chainwork/shared-config';
import { startsTransition } from '@chainwork/testing/element-rules';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';
import { JobAlertButton } from './JobAlertButton';

const api = realApiForThisFile();
afterEach(() => vi.useRealTimers());

/** The dialog, once its code has arrived and it is mounted closed. */
const mountedDialog = () =>
  waitFor(() => {
    const element = document.querySelector('dialog');
    expect(element).not.toBeNull();
    return element!;
  });

describe('JobAlertButton', () => {
  it('builds the dialog closed once its code has arrived, so the click only shows it, for the search on screen', async () => {
    renderWithApi(<JobAlertButton state={parseSearchParams(new URLSearchParams('q=solidity'))} />, api);
    // No click yet: the dialog's code arrives when the page is idle, and the dialog is mounted closed.
    const dialog = await mountedDialog();
    expect(dialog.hasAttribute('data-closed')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A click focuses the button in a browser; happy-dom does not.
    screen.getByRole('button', { name: ALERT_DIALOG_TITLE }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ALERT_DIALOG_TITLE }));
    });
    // The same element, opened: nothing built at the click.
    expect(screen.getByRole('dialog', { name: ALERT_DIALOG_TITLE })).toBe(dialog);
    expect(dialog.textContent).toContain('“solidity”');
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: /E-mail address/ }), { key: 'Escape' });
    });
    expect(dialog.hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ALERT_DIALOG_TITLE }));
  });

  it('opens the mounted dialog at the click without rendering anything, the search on screen already in it', async () => {
    let commits = 0;
    let search: (q: string) => void = () => undefined;
    function Page() {
      const [q, setQ] = useState('solidity');
      search = setQ;
      const state = useMemo(() => parseSearchParams(new URLSearchParams(`q=${q}&sort=salary`)), [q]);
      return (
        <Profiler id="alert" onRender={() => (commits += 1)}>
          <JobAlertButton state={state} />
        </Profiler>
      );
    }
    renderWithApi(<Page />, api);
    const dialog = await mountedDialog();
    // A new search reaches the closed dialog (JobSearch hands the button the results' deferred state).
    await act(async () => search('rust'));
    expect(dialog.textContent).toContain('“rust”');
    const button = screen.getByRole('button', { name: ALERT_DIALOG_TITLE });
    button.focus();
    const before = commits;
    fireEvent.click(button);
    // Shown with its field focused by the click itself: no commit.
    expect(commits).toBe(before);
    expect(screen.getByRole('dialog', { name: ALERT_DIALOG_TITLE })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-mail address/ }));
    await waitFor(() => expect(commits).toBeGreaterThan(before));
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(dialog.hasAttribute('data-closed')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Cancel pressed at once, before its state has followed the click, and stays closed', async () => {
    renderWithApi(<JobAlertButton state={parseSearchParams(new URLSearchParams('q=solidity'))} />, api);
    const dialog = await mountedDialog();
    const button = screen.getByRole('button', { name: ALERT_DIALOG_TITLE });
    button.focus();
    // The frame the click waits for before handing isOpen over, on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.hasAttribute('data-closed')).toBe(true);
    // The open the click had asked for is dropped once its frame has passed.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(dialog.hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('starts no transition on hover: the opened dialog covers the button, and a hover fade sent transition events in the opening frame', () => {
    renderWithApi(<JobAlertButton state={parseSearchParams(new URLSearchParams('q=solidity'))} />, api);
    const button = screen.getByRole('button', { name: ALERT_DIALOG_TITLE });
    expect(startsTransition(button)).toBe(false);
  });
});
