import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@chainwork/shared-config/router';
import { createTRPCClient, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '@chainwork/api';
import { IDENTITY_HEADERS, type Identity } from '@chainwork/shared-config';
import { setPageAuth } from '@chainwork/shared-config/browser';
import { theme, TRPCProvider, trpcLinks } from '@chainwork/shared-config/react';
import type { RealApi } from './real-api';

/** One procedure call as the component asked for it. */
export interface ApiCall {
  name: string;
  input: unknown;
}

/** How a test bends the transport: a call held back until a promise settles, or one that cannot reach the site. */
export interface Transport {
  hold?: (call: ApiCall) => Promise<void> | undefined;
  fail?: (call: ApiCall) => boolean;
  /** Told once the api's answer to a call (or its error) has been handed to the page. */
  delivered?: (call: ApiCall) => void;
}

const callOf = (op: { path: string; input: unknown }): ApiCall => ({ name: op.path, input: op.input });

/** Records every call, then holds it while `hold` says so. */
function recordAndHold(calls: ApiCall[], transport: Transport): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const call = callOf(op);
        calls.push(call);
        let subscription: { unsubscribe(): void } | undefined;
        let cancelled = false;
        void Promise.resolve(transport.hold?.(call)).then(() => {
          if (cancelled) return;
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            error: (error) => {
              observer.error(error);
              transport.delivered?.(call);
            },
            complete: () => {
              observer.complete();
              transport.delivered?.(call);
            },
          });
        });
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      });
}

/** A fetch that reaches the api as `identity`, the way the gateway forwards a verified session. */
export function fetchAs(identity: Identity, fetchApi: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(IDENTITY_HEADERS.userId, identity.userId);
    headers.set(IDENTITY_HEADERS.email, identity.email);
    headers.set(IDENTITY_HEADERS.roles, identity.roles.join(','));
    return fetchApi(input, { ...init, headers });
  };
}

/** The page's auth provider says `identity` is signed in (what the shell sets up from the session). */
export function signInPageAs(identity: Identity): void {
  const state = {
    status: 'signed-in' as const,
    user: { id: identity.userId, name: null, email: identity.email, roles: identity.roles },
  };
  setPageAuth({ getState: () => state, subscribe: () => () => {}, signOut: async () => {} });
}

/**
 * Renders a component as the shell would host it: Chakra, a router, react-query and the
 * tRPC context, with the shared client's own links talking to the real api (`api`, see
 * real-api.ts). Retries are off (and any retry a component asks for itself is immediate)
 * so error states show at once. With `pattern`, `ui` is the element of a route of that
 * pattern (a page reading its params); without, it renders whatever the path. With
 * `identity`, every call reaches the api as that person and the page's auth says so.
 */
export function renderWithApi(
  ui: ReactElement,
  api: RealApi,
  { path = '/', pattern, transport = {}, identity }: { path?: string; pattern?: string; transport?: Transport; identity?: Identity } = {},
) {
  if (identity) signInPageAs(identity);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
  const calls: ApiCall[] = [];
  const links = trpcLinks({ fetch: identity ? fetchAs(identity, api.fetch) : api.fetch, logger: () => {} });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      recordAndHold(calls, transport),
      splitLink({
        condition: (op) => transport.fail?.(callOf(op)) === true,
        true: httpLink({ url: '/api/trpc', transformer: superjson, fetch: api.failingFetch }),
        false: links,
      }),
    ],
  });
  const view = render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            {pattern ? (
              <Routes>
                <Route path={pattern} element={ui} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, calls, queryClient };
}
