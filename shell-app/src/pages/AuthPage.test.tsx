import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@chainwork/shared-config/router';
import superjson from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES } from '@chainwork/shared-config';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { ANONYMOUS, createLocalAuth, resetAuth, setPageAuth, type AuthProvider } from '@chainwork/shared-config/browser';
import { injectConfig, removeConfig } from '../test/inject-config';
import { AuthPage } from './AuthPage';

type Answer = { data: unknown } | { error: { message: string; code: string; httpStatus: number } };

/** A tRPC endpoint stand-in: each procedure answers what the test says, in tRPC's wire format. */
function apiStub(answers: Record<string, Answer>) {
  const calls: Array<{ path: string; input: unknown }> = [];
  const fetchStub = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname.split('/').pop() ?? '';
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, { json: unknown }>;
    const items = path.split(',').map((procedure, i) => {
      calls.push({ path: procedure, input: body[i]?.json ?? body.json });
      const answer = answers[procedure];
      if (!answer) throw new Error(`unexpected call ${procedure}`);
      if ('error' in answer)
        return {
          error: {
            json: { message: answer.error.message, code: -32600, data: { code: answer.error.code, httpStatus: answer.error.httpStatus } },
          },
        };
      return { result: { data: superjson.serialize(answer.data) } };
    });
    return new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetchStub, calls };
}

function renderPage(kind: 'signIn' | 'signUp', fetchStub: typeof fetch = vi.fn() as unknown as typeof fetch, path = '/sign-in') {
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient({ fetch: fetchStub, logger: () => {} });
  return render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <AuthPage kind={kind} />
          </MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  resetAuth();
  removeConfig();
  vi.unstubAllGlobals();
});

describe('AuthPage (local provider)', () => {
  it('asks for an e-mail, then shows "Check your e-mail" with the code entry', async () => {
    injectConfig({ settings: { authProvider: 'local' } });
    const { fetchStub, calls } = apiStub({
      'auth.requestSignIn': {
        data: { attemptId: '0b7f1b0e-1111-4222-8333-944455556666', email: 'ada@example.com', expiresAt: new Date() },
      },
    });
    renderPage('signUp', fetchStub as unknown as typeof fetch, '/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your Chainwork account' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: 'auth.requestSignIn', input: { email: 'ada@example.com', intent: 'sign-up' } });
    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '12a3' } });
    expect((code as HTMLInputElement).value).toBe('123');
    expect((screen.getByRole('button', { name: 'Confirm and create account' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the api's message when the address is refused", async () => {
    injectConfig({ settings: { authProvider: 'local' } });
    const { fetchStub } = apiStub({
      'auth.requestSignIn': { error: { message: SIGN_IN_MESSAGES.tooManyForEmail, code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
    });
    renderPage('signIn', fetchStub as unknown as typeof fetch);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await waitFor(() => expect(screen.getByText(SIGN_IN_MESSAGES.tooManyForEmail)).toBeTruthy());
  });

  it('spends a link from the mail once, and says so when it no longer works', async () => {
    injectConfig({ settings: { authProvider: 'local' } });
    const { fetchStub, calls } = apiStub({
      'auth.verifyLink': { error: { message: SIGN_IN_MESSAGES.expired, code: 'BAD_REQUEST', httpStatus: 400 } },
    });
    renderPage('signIn', fetchStub as unknown as typeof fetch, '/sign-in?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByText(SIGN_IN_MESSAGES.expired)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'auth.verifyLink')).toHaveLength(1);
  });
});

describe('AuthPage: a completed sign-in', () => {
  it('shows the person to the whole page at once, before the next page load', async () => {
    injectConfig({ settings: { authProvider: 'local' } });
    const auth = createLocalAuth({ session: null, afterSignOutPath: '/', goTo: vi.fn() });
    setPageAuth(auth);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const expiresAt = new Date(Date.now() + 3_600_000);
    const { fetchStub } = apiStub({
      'auth.verifyLink': {
        data: { identity: { userId: 'usr_1', email: 'ada@example.com', roles: ['employer'] }, expiresAt, created: false },
      },
    });
    renderPage('signIn', fetchStub as unknown as typeof fetch, '/sign-in?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(auth.getState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com' } });
  });
});

describe('AuthPage (hosted provider)', () => {
  it('says plainly that sign-in is not configured when the hosted provider has no key', () => {
    injectConfig({ settings: { authProvider: 'clerk' } });
    renderPage('signIn');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in' })).toBeTruthy();
    expect(screen.getByText(/none is configured yet/)).toBeTruthy();
  });

  it("mounts the hosted provider's own form, and unmounts it on leave", () => {
    const unmount = vi.fn();
    const mount = vi.fn(() => unmount);
    const provider: AuthProvider = { getState: () => ANONYMOUS, subscribe: () => () => {}, signOut: async () => {}, mount };
    setPageAuth(provider);
    const view = renderPage('signUp');
    expect(mount).toHaveBeenCalledWith('signUp', expect.any(HTMLElement));
    view.unmount();
    expect(unmount).toHaveBeenCalled();
  });
});
