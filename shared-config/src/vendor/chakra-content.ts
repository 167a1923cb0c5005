/**
 * Chakra components only the content remote's pages use (blog, funding, events, feedback,
 * content moderation), imported by subpath. The main facade (chakra.ts) is in every first
 * load, so a name added there costs every visitor of `/` and of job pages. This module is
 * shared under its own key (`@chainwork/shared-config/chakra-content`, one copy on the page,
 * provided by the shell and loaded on demand like chakra-overlays), so these land in a chunk
 * only the content pages fetch, on the same Chakra system (theme, colour mode) as the main
 * facade. A remote importing `@chakra-ui/react/<subpath>` itself would carry its own copy.
 *
 * The tabs' and text areas' theme styles come with them: no first page draws either.
 */
// Through the shared module, so the theme stays in its one chunk (as chakra-overlays.ts does).
import { addComponentStyles } from '@chainwork/shared-config/react';
import { CONTENT_PAGE_COMPONENT_STYLES } from '../theme/later-component-styles';

addComponentStyles(CONTENT_PAGE_COMPONENT_STYLES);

export { AspectRatio, type AspectRatioProps } from '@chakra-ui/react/aspect-ratio';
export { ButtonGroup } from '@chakra-ui/react/button';
export { CheckboxGroup } from '@chakra-ui/react/checkbox';
export { Image } from '@chakra-ui/react/image';
export { useRadio, useRadioGroup, type UseRadioProps } from '@chakra-ui/react/radio';
export { Tab, TabList, TabPanel, TabPanels, Tabs } from '@chakra-ui/react/tabs';
export { Textarea } from '@chakra-ui/react/textarea';
