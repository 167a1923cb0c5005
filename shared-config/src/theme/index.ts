import type { ThemeConfig } from '@chakra-ui/react';
import { foundations } from '@chakra-ui/theme/foundations';
import { semanticTokens } from '@chakra-ui/theme/semantic-tokens';
import { styles } from '@chakra-ui/theme/styles';
import { mergeWith } from '@chakra-ui/utils';
import { FORCED_COLOR_MODE, NAV_BREAKPOINT, NEWSLETTER_BREAKPOINT } from '../constants';
import { COMPONENT_STYLES } from './component-styles';
import { SKELETON_PULSE } from './skeleton-pulse';
import { colors, FONT_STACKS } from './palette';

const config: ThemeConfig = { initialColorMode: FORCED_COLOR_MODE, useSystemColorMode: false };

/** Every one of Chakra's transition duration tokens, at zero: no CSS transition starts. */
const zero = '0s';
export const INSTANT_TRANSITIONS = {
  'ultra-fast': zero,
  faster: zero,
  fast: zero,
  normal: zero,
  slow: zero,
  slower: zero,
  'ultra-slow': zero,
} as const;

/**
 * Chakra's `baseTheme` (its tokens and global styles, no component styles), put together
 * from the package's parts as its index does: importing `baseTheme` from the index keeps
 * the index's full `theme`, and with it every component's styles, in the bundle (the
 * bundler cannot prove that its object spread has no side effects).
 */
const chakraBase = { semanticTokens, direction: 'ltr', ...foundations, styles, config: { cssVarPrefix: 'chakra' } };

/** The brand on top of Chakra's defaults: tokens, global styles, a layer style and three component tweaks. */
export const brandOverrides = {
  config,
  colors,
  // Geometric sans for headings, humanist sans for body (docs/product-requirements.md#look-and-colour-mode), self-hosted by the shell.
  fonts: {
    heading: FONT_STACKS.heading,
    body: FONT_STACKS.body,
  },
  breakpoints: { sm: '30em', md: NEWSLETTER_BREAKPOINT, lg: NAV_BREAKPOINT, xl: '80em', '2xl': '96em' },
  // Hover, focus and press change at once: a CSS transition sends its run, start, end and
  // cancel events, per property, through React's root listener, inside the frame of the click
  // or key that changed the state (bench:interact; docs/performance.md).
  transition: { duration: INSTANT_TRANSITIONS },
  semanticTokens: {
    colors: {
      'bg.canvas': { default: 'ink.950', _dark: 'ink.950' },
      'bg.surface': { default: 'ink.900', _dark: 'ink.900' },
      'bg.raised': { default: 'ink.800', _dark: 'ink.800' },
      'border.subtle': { default: 'whiteAlpha.200', _dark: 'whiteAlpha.200' },
      'fg.muted': { default: 'whiteAlpha.700', _dark: 'whiteAlpha.700' },
    },
  },
  styles: {
    global: {
      'html, body': { bg: 'bg.canvas', color: 'whiteAlpha.900' },
      '::selection': { bg: 'accent.500', color: 'white' },
    },
  },
  // The brand gradient, defined here once: boxes take it as `layerStyle="brand"`.
  layerStyles: { brand: { bgGradient: 'linear(to-r, brand.500, accent.500)' } },
  components: {
    // Calls to action are `<Button variant="brand">`: the gradient, lighter on hover, deeper when pressed.
    Button: {
      defaultProps: { colorScheme: 'brand' },
      variants: {
        brand: {
          color: 'white',
          bgGradient: 'linear(to-r, brand.500, accent.500)',
          _hover: { bgGradient: 'linear(to-r, brand.400, accent.400)' },
          _active: { bgGradient: 'linear(to-r, brand.600, accent.600)' },
        },
      },
    },
    Link: { baseStyle: { _hover: { textDecoration: 'none', color: 'accent.200' } } },
    Skeleton: SKELETON_PULSE,
  },
};

/**
 * Chakra's base theme, the styles of the components the front ends use
 * (./component-styles.ts), then the brand.
 *
 * Not `extendTheme`: it starts from every component's styles, and so does any import of
 * its module (`extendBaseTheme`'s too: the module builds `extendTheme` when it loads).
 * A deep merge of plain objects is what `extendTheme` does with these overrides (its
 * extra rule composes style functions, and the overrides hold none); the theme test
 * checks that every kept component resolves to the same styles as under `extendTheme`.
 */
export const theme = mergeWith({}, chakraBase, { components: COMPONENT_STYLES }, brandOverrides);

/**
 * Adds component styles to the theme on the page, for a facade that loads after the first
 * paint (the overlays'): Chakra reads `theme.components.<Key>` when a component renders, from
 * this same object (its provider copies the theme shallowly), so styles added before the
 * facade's components first render are found like the others.
 */
export function addComponentStyles(styles: Record<string, unknown>): void {
  Object.assign(theme.components, styles);
}
