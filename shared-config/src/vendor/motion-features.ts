// The alias's types travel with this file: remotes type-check it through chakra-overlays without shared-config's src.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vendor-impl.d.ts" />
/**
 * framer-motion's DOM animation features (animate, exit, variants, hover/tap/focus), loaded
 * in their own chunk by the `LazyMotion` around each animated component of the overlays
 * facade (chakra-overlays.ts). Chakra's transitions need nothing more (no drag, no layout animations).
 */
export { domAnimation } from 'vendor-impl/framer-motion';
