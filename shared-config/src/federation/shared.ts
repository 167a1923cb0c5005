/**
 * Modules shared as singletons between the shell and every remote (Module Federation
 * `shared`). One copy of each runs on the page: the shell's, since every container
 * uses `shareStrategy: 'loaded-first'` (a 404 remote cannot blank the page).
 * shared-config itself is shared so that React contexts it creates (tRPC) are one.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@chakra-ui/react',
  '@emotion/react',
  '@emotion/styled',
  'framer-motion',
  '@tanstack/react-query',
  '@trpc/client',
  '@trpc/tanstack-react-query',
  'superjson',
  '@chainwork/shared-config',
  '@chainwork/shared-config/react',
  '@chainwork/shared-config/router',
  '@chainwork/shared-config/federation',
  '@chainwork/shared-config/browser',
  '@chainwork/shared-config/chakra-overlays',
  '@chainwork/shared-config/chakra-content',
] as const;

/**
 * Shared singletons no first page needs: only code that React.lazy loads (on a first open,
 * or when the page is idle) imports them, so the first-load size budgets leave them out.
 * framer-motion is one: only the overlays facade's components animate. The content facade
 * is another: only the content remote's pages import it.
 */
export const ON_DEMAND_SHARED: readonly (typeof SHARED_SINGLETONS)[number][] = [
  '@chainwork/shared-config/chakra-overlays',
  '@chainwork/shared-config/chakra-content',
  'framer-motion',
];

export const SHARE_STRATEGY = 'loaded-first' as const;
