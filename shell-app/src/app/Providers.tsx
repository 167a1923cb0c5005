import { useState, type ReactNode } from 'react';
import { ChakraProvider, createLocalStorageManager } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { COLOR_MODE_STORAGE_KEY } from '@chainwork/shared-config';
import { createQueryClient, createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { seedInitialData } from '../runtime/initial-data';
import { shellConfig } from '../runtime/runtime-config';
import { ForceDarkMode } from './ForceDarkMode';

/** Colour mode lives in localStorage under the requirements' key (docs/product-requirements.md#look-and-colour-mode). */
export const colorModeManager = createLocalStorageManager(COLOR_MODE_STORAGE_KEY);

/**
 * App-wide providers. Remotes render inside them: Chakra, react-query, the tRPC context
 * and react-router are shared singletons, so a remote's hooks find these instances.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [trpcClient] = useState(() => createTrpcClient());
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialData(client, trpcClient, shellConfig());
    return client;
  });
  return (
    <ChakraProvider theme={theme} colorModeManager={colorModeManager}>
      <ForceDarkMode />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
