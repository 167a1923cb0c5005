/**
 * framer-motion's DOM animation features (animate, exit, variants, hover/tap/focus), loaded
 * by the `LazyMotion` of our ChakraProvider (chakra.ts) in their own chunk after the first
 * paint. Chakra's transitions need nothing more (no drag, no layout animations).
 */
export { domAnimation } from 'vendor-impl/framer-motion';
