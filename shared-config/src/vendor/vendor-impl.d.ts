/** Build aliases the vendor facades import through (scripts/build/shared-deps.ts `VENDOR_IMPL_ALIASES`). */
declare module 'vendor-impl/framer-motion' {
  export * from 'framer-motion';
}
declare module 'vendor-impl/trpc-client' {
  export * from '@trpc/client';
}
declare module 'vendor-impl/react-query' {
  export * from '@tanstack/react-query';
}
