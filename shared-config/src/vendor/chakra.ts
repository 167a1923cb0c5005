/**
 * What the front ends use of Chakra UI, and nothing more. The build shares this module
 * under the key `@chakra-ui/react` (scripts/build/shared-deps.ts), so every container's
 * `import { Box } from '@chakra-ui/react'` gets the shell's copy of it: one Chakra on the
 * page, as before, but only the components listed here instead of the whole library
 * (a shared module cannot be tree-shaken: the provider cannot know what consumers use).
 *
 * A name missing here would be undefined in the browser: `vendor-facades.test.ts` fails
 * when any package imports a value from '@chakra-ui/react' that this file does not export.
 * Each line imports a subpath (`@chakra-ui/react/<folder>`), so the facade never
 * requests the shared key itself.
 *
 * The menu, drawer and modal are not here: they render only once opened, so they are a
 * facade of their own (chakra-overlays.ts), loaded on the first open or when the page is idle.
 */
import { createElement } from 'react';
import { LazyMotion } from 'framer-motion';
import type { ChakraProviderProps } from '@chakra-ui/react';
import { Provider } from '@chakra-ui/react/provider';
import { ToastOptionProvider, ToastProvider } from '@chakra-ui/react/toast';

export { Alert, AlertDescription, AlertIcon, AlertTitle } from '@chakra-ui/react/alert';
export { Avatar } from '@chakra-ui/react/avatar';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, IconButton } from '@chakra-ui/react/button';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Code } from '@chakra-ui/react/code';
export { createLocalStorageManager, useColorMode } from '@chakra-ui/react/color-mode';
export { Container } from '@chakra-ui/react/container';
export { Divider } from '@chakra-ui/react/divider';
export { Flex } from '@chakra-ui/react/flex';
export { FormControl, FormErrorMessage, FormHelperText, FormLabel } from '@chakra-ui/react/form-control';
export { Grid, SimpleGrid } from '@chakra-ui/react/grid';
export { Icon } from '@chakra-ui/react/icon';
export { Input, InputGroup, InputLeftElement, InputRightElement } from '@chakra-ui/react/input';
export { Link, LinkBox, LinkOverlay } from '@chakra-ui/react/link';
export { ListItem, OrderedList, UnorderedList } from '@chakra-ui/react/list';
export { useBreakpointValue, usePrefersReducedMotion } from '@chakra-ui/react/media-query';
export { Radio, RadioGroup } from '@chakra-ui/react/radio';
export { Select } from '@chakra-ui/react/select';
export { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react/skeleton';
export { Spinner } from '@chakra-ui/react/spinner';
export { HStack, Stack } from '@chakra-ui/react/stack';
export { Table, TableCaption, TableContainer, Tbody, Td, Th, Thead, Tr } from '@chakra-ui/react/table';
export { Tag, TagCloseButton, TagLabel } from '@chakra-ui/react/tag';
export { useToast } from '@chakra-ui/react/toast';
export { Collapse } from '@chakra-ui/react/transition';
export { Heading, Text } from '@chakra-ui/react/typography';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
export { useDisclosure } from '@chakra-ui/hooks';

/** The first tap, click or key press: an opening menu or drawer needs the features now. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Resolves with the window's load event, or with the visitor's first interaction if that
 * comes first: nothing animates before the first page is there unless the visitor asks.
 */
const pageLoadedOrTouched = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const done = () => {
      window.removeEventListener('load', done);
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    window.addEventListener('load', done, { once: true });
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, once: true });
  });

/**
 * framer-motion's animation features and DOM renderer, in their own chunk (see
 * framer-motion.ts), fetched after the load event (or on the first interaction):
 * requested on mount, they held the load event back and competed with the first page's
 * own scripts (~18 KB gzip).
 */
const loadMotionFeatures = () =>
  pageLoadedOrTouched().then(() =>
    import(/* webpackChunkName: "after-load-motion" */ './motion-features').then((module) => module.domAnimation),
  );

/**
 * Chakra's ChakraProvider (its `createProvider`: the provider and the toasts' two) inside
 * `LazyMotion`: Chakra's transitions (drawer, modal, menu, toast, collapse) are
 * framer-motion's feature-less `m` components through our facade, and animate once the
 * features have loaded after the first paint.
 *
 * The theme is required: Chakra's ChakraProvider falls back to its default theme, which
 * carries every component's styles and would put them all in this module. The shell passes
 * ours (`theme` from @chainwork/shared-config/react; shared-config/src/theme/component-styles.ts).
 */
export const ChakraProvider = ({ children, toastOptions, ...props }: ChakraProviderProps & { theme: object }) =>
  createElement(
    LazyMotion,
    { features: loadMotionFeatures },
    createElement(
      Provider,
      props,
      createElement(ToastOptionProvider, { value: toastOptions?.defaultOptions }, children),
      createElement(ToastProvider, toastOptions),
    ),
  );
