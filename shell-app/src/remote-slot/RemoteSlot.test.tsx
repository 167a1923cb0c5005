import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { clearRemoteComponentCache } from './load-remote-component';
import { RemoteSlot } from './RemoteSlot';

// The Module Federation runtime is replaced in this file only: each test decides what a remote does.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
// What the slots hold the page's first idle moment with (whenPageIdle).
const { held } = vi.hoisted(() => ({ held: [] as Promise<unknown>[] }));
vi.mock('@chainwork/shared-config/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@chainwork/shared-config/browser')>()),
  holdPageIdle: (work: Promise<unknown>) => held.push(work),
}));

/** Whether a promise has settled, read at any moment. */
function track(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  return () => done;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <h1>Rest of the page</h1>
        <Link to="/elsewhere">Go elsewhere</Link>
        {children}
      </MemoryRouter>
    </ChakraProvider>
  );
}

beforeEach(() => {
  held.length = 0;
  clearRemoteComponentCache();
  loadRemote.mockReset();
  // React reports errors its boundaries caught; the shell quiets them with onCaughtError.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows a skeleton while loading, then the remote with its props', async () => {
    let resolve!: (mod: unknown) => void;
    loadRemote.mockReturnValue(
      new Promise((r) => {
        resolve = r;
      }),
    );
    render(
      <Page>
        <RemoteSlot module="navigation/ShareBar" props={{ slug: 'a-b', title: 'A at B' }} />
      </Page>,
    );
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve({ default: ({ slug, title }: { slug: string; title: string }) => <p>{`${slug} | ${title}`}</p> }));
    expect(screen.getByText('a-b | A at B')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('navigation/ShareBar');
  });

  it('shows "<Label> is temporarily unavailable." when the remote cannot load, and the page lives on', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    render(
      <Page>
        <RemoteSlot module="jobs/JobSearch" />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Job search is temporarily unavailable.');
    expect(screen.getByRole('heading', { name: 'Rest of the page' })).toBeTruthy();
  });

  it('treats a container without the module (undefined) as unavailable', async () => {
    loadRemote.mockResolvedValue(undefined);
    render(
      <Page>
        <RemoteSlot module="newsletter/NewsletterInline" />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Newsletter is temporarily unavailable.');
  });

  it('contains a remote that throws while rendering; the top bar fallback keeps the way home', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom in TopBar');
      },
    });
    render(
      <Page>
        <RemoteSlot module="navigation/TopBar" props={{}} />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Navigation is temporarily unavailable.');
    expect(screen.getByRole('link', { name: 'Chainwork home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Rest of the page' })).toBeTruthy();
  });

  it("holds the page's first idle moment until the slot has shown the module, or its fallback", async () => {
    let resolve!: (mod: unknown) => void;
    loadRemote.mockReturnValueOnce(new Promise((r) => (resolve = r))).mockRejectedValueOnce(new Error('offline'));
    render(
      <Page>
        <RemoteSlot module="navigation/ShareBar" props={{ slug: 'a-b', title: 'A at B' }} />
        <RemoteSlot module="navigation/Footer" props={{}} />
      </Page>,
    );
    expect(held).toHaveLength(2);
    const [shareBar, footer] = held as [Promise<unknown>, Promise<unknown>];
    const shareBarSettled = track(shareBar);
    // The footer's load failed: once its fallback is shown, it lets go; the share bar still holds.
    await act(() => footer);
    expect(shareBarSettled()).toBe(false);
    await act(async () => resolve({ default: () => <p>shared</p> }));
    expect(screen.getByText('shared')).toBeTruthy();
    await act(() => shareBar);
    expect(shareBarSettled()).toBe(true);
  });

  it('loads a module once however many slots show it', async () => {
    loadRemote.mockResolvedValue({ default: ({ title }: { title: string }) => <span>{title}</span> });
    render(
      <Page>
        <RemoteSlot module="navigation/ShareBar" props={{ slug: 'x', title: 'one' }} />
        <RemoteSlot module="navigation/ShareBar" props={{ slug: 'y', title: 'two' }} />
      </Page>,
    );
    expect(await screen.findByText('one')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not render the remote again when the visitor moves and its props are the same', async () => {
    let renders = 0;
    loadRemote.mockResolvedValue({
      default: function TopBar() {
        renders += 1;
        return <p>Top bar</p>;
      },
    });
    const props = {};
    render(
      <Page>
        <RemoteSlot module="navigation/TopBar" props={props} />
      </Page>,
    );
    expect(await screen.findByText('Top bar')).toBeTruthy();
    const before = renders;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    });
    expect(screen.getByText('Top bar')).toBeTruthy();
    expect(renders).toBe(before);
  });

  it('tries a failed remote again after the visitor navigates', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    loadRemote.mockResolvedValueOnce({ default: () => <p>Footer is back</p> });
    render(
      <Page>
        <RemoteSlot module="navigation/Footer" props={{}} />
      </Page>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Footer is temporarily unavailable.');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    });
    expect(await screen.findByText('Footer is back')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
