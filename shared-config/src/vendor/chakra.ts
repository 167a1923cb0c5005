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
 * The menu, drawer, modal, collapse and the toasts' renderer are not here: they render only
 * once opened, and they animate with framer-motion, so they are a facade of their own
 * (chakra-overlays.ts), loaded on the first open or when the page is idle.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { ChakraProviderProps, ToastProviderProps, UseToastOptions } from '@chakra-ui/react';
import { Provider } from '@chakra-ui/react/provider';
import { useChakra } from '@chakra-ui/react/system';
import { createToastFn, toastStore } from '@chakra-ui/react/toast';
import { whenPageIdle } from '../browser/page-idle';

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
export { Heading, Text } from '@chakra-ui/react/typography';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
export { useDisclosure } from '@chakra-ui/hooks';

/** The provider's `toastOptions.defaultOptions`, for every `useToast` below it. */
const ToastDefaultsContext = createContext<UseToastOptions | undefined>(undefined);

/**
 * Chakra's `useToast`, the same ten lines over the same store and toast function, with
 * the defaults' context defined here: Chakra's lives in the module of its ToastProvider,
 * which imports framer-motion, and importing it kept framer-motion in the first load.
 */
export function useToast(options?: UseToastOptions) {
  const { theme } = useChakra();
  const defaults = useContext(ToastDefaultsContext);
  return useMemo(() => createToastFn(theme.direction, { ...defaults, ...options }), [options, theme.direction, defaults]);
}

type ToastHostComponent = ComponentType<ToastProviderProps>;

let toastHost: Promise<ToastHostComponent> | null = null;
/** The toasts' renderer, from the overlays facade (one copy on the page, like the menus). */
const loadToastHost = () =>
  (toastHost ??= import('@chainwork/shared-config/chakra-overlays').then(
    (overlays) => overlays.ToastHost,
    (error: unknown) => {
      toastHost = null; // offline for a moment: the next toast or idle moment tries again
      throw error;
    },
  ));

/**
 * Where toasts render, mounted once its code is here: when the page is idle, or at once
 * when a toast is asked for before that. Chakra's toast store is a module of this facade,
 * so `useToast` works from the first render; a toast asked for early waits in the store
 * and shows (for its whole duration) as soon as the host mounts. The host animates with
 * framer-motion, which therefore stays out of the first load (~18 KB gzip).
 */
function DeferredToastHost(props: ToastProviderProps) {
  const [Host, setHost] = useState<ToastHostComponent | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () =>
      void loadToastHost().then(
        (component) => live && setHost(() => component),
        () => undefined,
      );
    const unsubscribe = toastStore.subscribe(mount);
    if (Object.values(toastStore.getState()).some((toasts) => toasts.length > 0)) mount();
    void whenPageIdle().then(mount);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return Host ? createElement(Host, props) : null;
}

/**
 * Chakra's ChakraProvider (its `createProvider`: the provider and the toasts' two), with
 * the toasts' renderer deferred (above). Chakra's transitions (drawer, modal, menu, toast,
 * collapse) are framer-motion components: they come from the overlays facade
 * (chakra-overlays.ts), which wraps each in the motion features it animates with.
 *
 * The theme is required: Chakra's ChakraProvider falls back to its default theme, which
 * carries every component's styles and would put them all in this module. The shell passes
 * ours (`theme` from @chainwork/shared-config/react; shared-config/src/theme/component-styles.ts).
 */
export const ChakraProvider = ({ children, toastOptions, ...props }: ChakraProviderProps & { theme: object }) =>
  createElement(
    Provider,
    props,
    createElement(ToastDefaultsContext.Provider, { value: toastOptions?.defaultOptions }, children),
    createElement(DeferredToastHost, toastOptions),
  );
