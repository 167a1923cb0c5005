// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@chakra-ui/react/toast';
import { theme } from '../theme';
import { ChakraProvider, useToast } from './chakra';

function AskForToast({ title }: { title: string }) {
  const toast = useToast();
  useEffect(() => {
    toast({ title, duration: 60_000 });
  }, [toast, title]);
  return null;
}

/** A page still loading: `whenPageIdle` waits for a load event that never comes. */
function pageStillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

const toastRegion = (position: string) => document.getElementById(`chakra-toast-manager-${position}`);

// The toast renderer's code is a dynamic import: on a loaded machine it can take seconds.
describe("the facade's ChakraProvider and useToast", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    for (const [position, toasts] of Object.entries(toastStore.getState()))
      for (const toast of toasts) toastStore.removeToast(toast.id, position as keyof ReturnType<typeof toastStore.getState>);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('mounts no toast renderer while the page loads and nobody asks for a toast', async () => {
    pageStillLoading();
    vi.useFakeTimers();
    render(<ChakraProvider theme={theme}>page</ChakraProvider>);
    // Whatever the provider schedules runs (a minute of timers) and still no renderer mounts.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(toastRegion('bottom')).toBeNull();
  });

  it('shows a toast asked for before the page is idle: the renderer mounts on demand', async () => {
    pageStillLoading();
    render(
      <ChakraProvider theme={theme}>
        <AskForToast title="You have been signed out" />
      </ChakraProvider>,
    );
    expect(await screen.findByText('You have been signed out', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it("applies the provider's default options to every toast", async () => {
    render(
      <ChakraProvider theme={theme} toastOptions={{ defaultOptions: { position: 'top-right' } }}>
        <AskForToast title="Saved" />
      </ChakraProvider>,
    );
    await screen.findByText('Saved', undefined, { timeout: 15_000 });
    expect(toastRegion('top-right')?.textContent).toContain('Saved');
  });
});
