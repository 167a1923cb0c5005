/**
 * What the front ends and Chakra's components use of framer-motion, shared under the key
 * `framer-motion` (see chakra.ts for why a facade). Chakra's own modules import
 * `AnimatePresence`, `motion`, `useIsPresent` and `usePresence`; the top bar the rest.
 * `vendor-impl/framer-motion` is a build alias for the package's ES module entry.
 */
export { AnimatePresence, motion, transform, useIsPresent, usePresence, useScroll, useTransform } from 'vendor-impl/framer-motion';
