/**
 * For vitest configs: the vendor facades (shared-config/src/vendor) reach their packages
 * through build aliases (scripts/build/shared-deps.ts `vendorImplAliases`); under vitest,
 * which has no Module Federation and no facades, the packages themselves stand in.
 *
 * Plain JavaScript (types in vendor-aliases.d.ts): vitest hands a config's imports of a
 * package by name to Node itself, and Node 20 cannot load TypeScript.
 *
 * @type {Record<string, string>}
 */
export const VENDOR_TEST_ALIASES = {
  'vendor-impl/framer-motion': 'framer-motion',
  'vendor-impl/trpc-client': '@trpc/client',
  'vendor-impl/react-query': '@tanstack/react-query',
};
