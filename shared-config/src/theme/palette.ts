/**
 * The colour palette and the font stacks, apart from Chakra so that build tooling (the
 * shell's HTML template, its static pre-paint) can read them without loading Chakra.
 */

/** Brand palettes (docs/product-requirements.md#look-and-colour-mode: purple and pink). 500 is the accent; 200-300 read well on dark. */
export const colors = {
  brand: {
    50: '#f4ecff',
    100: '#e2d0ff',
    200: '#c9a8ff',
    300: '#ad7dff',
    400: '#9457f5',
    500: '#7c3aed',
    600: '#6527cc',
    700: '#4e1ca3',
    800: '#37147a',
    900: '#220b52',
  },
  accent: {
    50: '#ffe9f6',
    100: '#ffc7e8',
    200: '#ffa1d8',
    300: '#ff78c6',
    400: '#f552b1',
    500: '#e23597',
    600: '#bb2379',
    700: '#92185d',
    800: '#690f42',
    900: '#420628',
  },
  ink: { 950: '#0b0816', 900: '#110d20', 850: '#16112a', 800: '#1c1635', 700: '#2a2249' },
} as const;

/** The page background, painted by the HTML template before any script runs. */
export const PAGE_BACKGROUND = colors.ink[950];

/**
 * The pre-paint's own names for the theme's two fonts: the same files, declared with
 * `font-display: block` by the shell (shell-app/src/prepaint-fonts.css), so that the static
 * pre-paint's text never re-flows when a font arrives after the first paint. The theme
 * names them first too: the app then lays out with the faces the pre-paint already loaded,
 * instead of loading the same files again under the @fontsource names (each font decoded a
 * second time, then each text laid out again when its face swapped in). Other scripts'
 * characters fall through to @fontsource's faces, which cover every subset.
 */
export const PREPAINT_FONTS = { heading: 'Sora Prepaint', body: 'Source Sans 3 Prepaint' } as const;

/**
 * The theme's font stacks, which the static pre-paint uses too: the pre-paint's faces, then
 * @fontsource's (every subset), then local and system fonts.
 */
export const FONT_STACKS = {
  heading: `'${PREPAINT_FONTS.heading}', 'Sora Variable', 'Sora', ui-sans-serif, system-ui, sans-serif`,
  body: `'${PREPAINT_FONTS.body}', 'Source Sans 3 Variable', 'Source Sans 3', 'Segoe UI', system-ui, sans-serif`,
} as const;
