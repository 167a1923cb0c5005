import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { trpcFetchStub, type ProcedureHandler } from '@chainwork/shared-config/testing';

/**
 * Renders a component as the shell would host it: Chakra, a router, react-query and
 * the tRPC context, with the api answered by `handler`. Retries are off (and any retry a
 * component asks for itself are immediate) so error states show at once.
 */
export function renderWithApi(ui: ReactElement, handler: ProcedureHandler, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
  const api = trpcFetchStub(handler);
  const trpcClient = createTrpcClient({ fetch: api.fetch, logger: () => {} });
  const view = render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, calls: api.calls, queryClient };
}
