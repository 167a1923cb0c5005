import { extendTheme, type ThemeConfig } from '@chakra-ui/react';
import { FORCED_COLOR_MODE, NAV_BREAKPOINT, NEWSLETTER_BREAKPOINT } from '../constants';

const config: ThemeConfig = { initialColorMode: FORCED_COLOR_MODE, useSystemColorMode: false };

/** Brand palettes (spec 1: purple and pink). 500 is the accent; 200-300 read well on dark. */
const colors = {
  brand: {
    50: '#f4ecff', 100: '#e2d0ff', 200: '#c9a8ff', 300: '#ad7dff', 400: '#9457f5',
    500: '#7c3aed', 600: '#6527cc', 700: '#4e1ca3', 800: '#37147a', 900: '#220b52',
  },
  accent: {
    50: '#ffe9f6', 100: '#ffc7e8', 200: '#ffa1d8', 300: '#ff78c6', 400: '#f552b1',
    500: '#e23597', 600: '#bb2379', 700: '#92185d', 800: '#690f42', 900: '#420628',
  },
  ink: { 950: '#0b0816', 900: '#110d20', 850: '#16112a', 800: '#1c1635', 700: '#2a2249' },
};

export const theme = extendTheme({
  config,
  colors,
  // Geometric sans for headings, humanist sans for body (spec 1), self-hosted by the shell.
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
