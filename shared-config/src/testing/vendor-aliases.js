/**
 * For vitest configs: the vendor facades (shared-config/src/vendor) reach their packages
 * through build aliases (scripts/build/shared-deps.ts `vendorImplAliases`); under vitest,
 * which has no Module Federation and no facades, the packages themselves stand in.
 */
export const VENDOR_TEST_ALIASES: Record<string, string> = {
  'vendor-impl/framer-motion': 'framer-motion',
  'vendor-impl/trpc-client': '@trpc/client',
  'vendor-impl/react-query': '@tanstack/react-query',
};
