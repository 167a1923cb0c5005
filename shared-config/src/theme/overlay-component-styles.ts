import { Drawer, Menu, Modal } from '@chakra-ui/theme/components';

/**
 * The styles of the components only the overlays facade (shared-config/src/vendor/chakra-overlays.ts)
 * renders. That facade loads after the first paint and adds these to the theme before any
 * of its components can render (`addComponentStyles`), so no first page downloads them.
 * `scripts/build/chakra-theme.test.ts` checks that only the overlays facade's components
 * rely on them.
 */
export const OVERLAY_COMPONENT_STYLES = { Drawer, Menu, Modal };
