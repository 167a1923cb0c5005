import { colors } from '@chainwork/shared-config/palette';

/**
 * The site's palette as mail clients need it: literal hex values, inline. Dark like the
 * site; the text colours keep at least 4.5:1 contrast on their background.
 */
export const MAIL_COLORS = {
  page: colors.ink[950],
  card: colors.ink[850],
  border: colors.ink[700],
  text: '#ece9f5',
  muted: '#b4acc9',
  brand: colors.brand[300],
  accent: colors.accent[400],
  buttonFrom: colors.brand[500],
  buttonTo: colors.accent[500],
  codeBackground: colors.ink[800],
} as const;

export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
