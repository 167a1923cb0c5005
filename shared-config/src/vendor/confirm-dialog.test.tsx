// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { ChakraProvider } from './chakra';
import { ConfirmDialog } from './chakra-overlays';

/** A page with a button that opens the dialog, as the three callers have. */
function Page({
  isBusy = false,
  error = null,
  onConfirm,
  onCancel = () => undefined,
}: {
  isBusy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ChakraProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Revoke
      </button>
      <ConfirmDialog
        isOpen={open}
        title="Revoke “CI”?"
        cancelLabel="Keep it"
        confirmLabel="Revoke key"
        busyLabel="Revoking"
        isBusy={isBusy}
        error={error}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onConfirm={onConfirm}
      >
        A revoked key cannot be restored.
      </ConfirmDialog>
    </ChakraProvider>
  );
}

async function open() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  });
  return screen.findByRole('alertdialog', { name: 'Revoke “CI”?' });
}

// The modal's motion features are a dynamic import: on a loaded machine it can take seconds.
describe('ConfirmDialog', { timeout: 20_000 }, () => {
  // happy-dom's Web Animations reject on cancel; the test asserts states, not motion.
  beforeAll(() => {
    MotionGlobalConfig.skipAnimations = true;
  });
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false;
  });
  afterEach(cleanup);

  it('is an alertdialog named by its question, with focus on the safe choice', async () => {
    render(<Page onConfirm={vi.fn()} />);
    const dialog = await open();
    expect(dialog.textContent).toContain('A revoked key cannot be restored.');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
  });

  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    ['the cancel button', () => fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))],
  ])('closes without acting on %s', async (_, dismiss) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Page onConfirm={onConfirm} onCancel={onCancel} />);
    dismiss(await open());
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once per click', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows progress on the confirm button while busy, and keeps the error in view', async () => {
    render(<Page isBusy error="The key could not be revoked. Try again." onConfirm={vi.fn()} />);
    const dialog = await open();
    const confirm = screen.getByRole('button', { name: /Revoking/ });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.getAttribute('data-loading')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The key could not be revoked. Try again.');
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
  });
});
