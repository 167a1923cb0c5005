/**
 * What the front ends and Chakra's components use of framer-motion, shared under the key
 * `framer-motion` (see chakra.ts for why a facade). Chakra's own modules import
 * `AnimatePresence`, `motion`, `useIsPresent` and `usePresence`; the top bar the rest.
 * `vendor-impl/framer-motion` is a build alias for the package's ES module entry.
 *
 * `motion` here is framer-motion's `m`: the same components without their animation
 * features (~40 KB gzip of the first load), which `LazyMotion` in our ChakraProvider
 * (chakra.ts) loads after the first paint. Until they arrive an opening drawer or menu
 * shows without its transition; style motion values (the top bar's fade) need none.
 */
export {
  AnimatePresence,
  LazyMotion,
  m as motion,
  transform,
  useIsPresent,
  usePresence,
  useScroll,
  useTransform,
} from 'vendor-impl/framer-motion';
