import { Drawer, Menu, Modal, Tabs, Textarea } from '@chakra-ui/theme/components';

/**
 * Component styles no first page renders, so the first page's theme leaves them out
 * (component-styles.ts): the code that alone renders them adds them to the theme when it
 * loads, before any of its components can render (`addComponentStyles`).
 * `scripts/build/chakra-theme.test.ts` checks that nothing else relies on them.
 */

/** Added by the overlays facade (shared-config/src/vendor/chakra-overlays.ts). */
export const OVERLAY_COMPONENT_STYLES = { Drawer, Menu, Modal };

/** Added by the content remote's Chakra facade (shared-config/src/vendor/chakra-content.ts). */
export const CONTENT_PAGE_COMPONENT_STYLES = { Tabs, Textarea };
