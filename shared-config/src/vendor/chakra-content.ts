/**
 * Chakra components that only the shell's lazily loaded content pages use, imported by
 * subpath. The shared facade (shared-config/src/vendor/chakra.ts) is in every first load,
 * so a name added there costs every visitor of `/` and of job pages; imported here, these
 * land in the content pages' own chunks. Same build as the facade, so the same Chakra and
 * emotion modules, theme and color mode. Remotes cannot do this (a separate build would
 * carry its own copy): their names belong in the facade.
 *
 * The tabs' and text areas' theme styles come with them: no first page draws either.
 */
import { addComponentStyles } from '@chainwork/shared-config/react';
import { CONTENT_PAGE_COMPONENT_STYLES } from '@chainwork/shared-config/later-component-styles';

addComponentStyles(CONTENT_PAGE_COMPONENT_STYLES);

export { AspectRatio, type AspectRatioProps } from '@chakra-ui/react/aspect-ratio';
export { ButtonGroup } from '@chakra-ui/react/button';
export { CheckboxGroup } from '@chakra-ui/react/checkbox';
export { Image } from '@chakra-ui/react/image';
export { useRadio, useRadioGroup, type UseRadioProps } from '@chakra-ui/react/radio';
export { Tab, TabList, TabPanel, TabPanels, Tabs } from '@chakra-ui/react/tabs';
export { Textarea } from '@chakra-ui/react/textarea';
