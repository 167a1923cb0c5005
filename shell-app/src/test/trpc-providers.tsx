import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import superjson from 'superjson';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';

/** A tRPC answer as the api's wire format has it, one per procedure of a batch. */
export function trpcResponse(results: Array<{ data: unknown } | { error: { code: string; httpStatus: number; message: string } }>): Response {
  const body = results.map((result) => ('data' in result
    ? { result: { data: superjson.serialize(result.data) } }
    : { error: superjson.serialize({ message: result.error.message, code: -32600, data: { code: result.error.code, httpStatus: result.error.httpStatus } }) }));
  return Response.json(body);
}

/** Chakra, react-query (no retries) and tRPC over the given fetch: what the shell's Providers give a page. */
export function TrpcTestProviders({ fetch, children }: { fetch: typeof globalThis.fetch; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [trpcClient] = useState(() => createTrpcClient({ fetch, logger: () => {} }));
  return (
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>{children}</TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

/** A fetch that answers every batch item with the api being unavailable. */
export const unavailableFetch: typeof globalThis.fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const count = url.pathname.split('/').pop()!.split(',').length;
  return trpcResponse(Array.from({ length: count }, () => ({ error: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, message: 'Internal server error' } })));
};
