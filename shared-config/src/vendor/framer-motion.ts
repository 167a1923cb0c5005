/**
 * What the front ends and Chakra's components use of framer-motion, shared under the key
 * `framer-motion` (see chakra.ts for why a facade). Chakra's own modules import
 * `AnimatePresence`, `motion`, `useIsPresent` and `usePresence`; the overlays facade
 * (chakra-overlays.ts) `LazyMotion`. Only that facade's components animate, so framer-motion
 * is loaded on demand, never by a first page (ON_DEMAND_SHARED). (The top bar fades with a
 * scroll listener of its own: framer-motion's `useScroll` measured the page at mount, a
 * forced layout during the first load.)
 * `vendor-impl/framer-motion` is a build alias for the package's ES module entry.
 *
 * `motion` here is framer-motion's `m`: the same components without their animation
 * features and DOM renderer (~40 KB gzip), which the `LazyMotion` around each animated
 * component of the overlays facade loads when the first of them mounts. Until they arrive
 * a motion element renders its initial state and does not follow motion values; then
 * every motion element re-renders with them and animates as before.
 */
export { AnimatePresence, LazyMotion, m as motion, useIsPresent, usePresence } from 'vendor-impl/framer-motion';
