import { extendTheme, type ThemeConfig } from '@chakra-ui/react';
import { FORCED_COLOR_MODE, NAV_BREAKPOINT, NEWSLETTER_BREAKPOINT } from '../constants';
import { colors } from './palette';

const config: ThemeConfig = { initialColorMode: FORCED_COLOR_MODE, useSystemColorMode: false };

export const theme = extendTheme({
  config,
  colors,
  // Geometric sans for headings, humanist sans for body (docs/product-requirements.md#look-and-colour-mode), self-hosted by the shell.
  fonts: {
    heading: `'Sora Variable', 'Sora', ui-sans-serif, system-ui, sans-serif`,
    body: `'Source Sans 3 Variable', 'Source Sans 3', 'Segoe UI', system-ui, sans-serif`,
  },
  breakpoints: { sm: '30em', md: NEWSLETTER_BREAKPOINT, lg: NAV_BREAKPOINT, xl: '80em', '2xl': '96em' },
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
  components: {
    Button: { defaultProps: { colorScheme: 'brand' } },
    Link: { baseStyle: { _hover: { textDecoration: 'none', color: 'accent.200' } } },
  },
});
