import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { trpcFetchStub, type ProcedureHandler } from '@chainwork/shared-config/testing/trpc';

/**
 * Renders a shell page as the app hosts it (Chakra, react-query, tRPC, a router at
 * `path` matched against `pattern`), with the api answered by `handler`. Retries off.
 */
export function renderWithApi(ui: ReactElement, handler: ProcedureHandler, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
  const api = trpcFetchStub(handler);
  const trpcClient = createTrpcClient({ fetch: api.fetch, logger: () => {} });
  const view = render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes><Route path={pattern} element={ui} /></Routes>
          </MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, calls: api.calls, queryClient };
}
