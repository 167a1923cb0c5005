import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The search's form controls (filter groups, boxes, radios, selects, the sort) as plain
 * elements with fixed class names, styled by this one rule set. Chakra's Checkbox, Radio and
 * Select computed and inserted their styles on every render, and a rule inserted at a click
 * made the browser restyle the whole page inside the interaction. This object is static, so
 * emotion serialises it to one class whose rules the first-view styles prebuild (the sort's
 * wrapper is drawn in the first view): a tick changes a DOM property and no style.
 */
export const CONTROL_STYLES: SystemStyleObject = {
  '.cw-group': { border: 0, p: 0, m: 0, minW: 0 },
  '.cw-legend': {
    p: 0,
    mb: 3,
    fontSize: 'xs',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'whiteAlpha.700',
  },
  '.cw-stack': { display: 'flex', flexDirection: 'column', gap: 2 },
  '.cw-divider': { border: 0, borderBottom: '1px solid', borderColor: 'border.subtle', opacity: 0.6, m: 0 },
  '.cw-check': { display: 'flex', alignItems: 'center', gap: 2, cursor: 'pointer', fontSize: 'md', lineHeight: 'base' },
  '.cw-check:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.4 },
  '.cw-check input': { flexShrink: 0, w: 4, h: 4, m: 0, accentColor: 'var(--chakra-colors-brand-200)', cursor: 'inherit' },
  '.cw-row': { display: 'flex', alignItems: 'baseline', flex: 1, minW: 0 },
  '.cw-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.cw-empty': { color: 'whiteAlpha.500' },
  '.cw-count': { ml: 'auto', pl: 2, fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  '.cw-count.cw-none': { color: 'whiteAlpha.400' },
  '.cw-field': { display: 'flex', flexDirection: 'column', gap: 1 },
  '.cw-field-label': { fontSize: 'sm', fontWeight: 500, color: 'whiteAlpha.800' },
  '&.cw-inline': { display: 'flex', alignItems: 'center', gap: 2 },
  '&.cw-inline .cw-field-label': { color: 'fg.muted', whiteSpace: 'nowrap' },
  '.cw-select, .cw-input': {
    h: 8,
    px: 3,
    fontSize: 'sm',
    color: 'inherit',
    bg: 'bg.canvas',
    border: '1px solid',
    borderColor: 'border.subtle',
    borderRadius: 'md',
    minW: 0,
  },
  '.cw-select': { w: 'full' },
  '.cw-select option': { background: 'var(--chakra-colors-ink-900)' },
  '&.cw-inline .cw-select': { w: 'auto', bg: 'bg.surface' },
  '.cw-select:hover, .cw-input:hover': { borderColor: 'whiteAlpha.400' },
  'input:focus-visible, select:focus-visible': { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
  '.cw-scroll': { maxH: '15rem', overflowY: 'auto', pr: 1, py: 1 },
  '.cw-hint': { fontSize: 'sm', color: 'fg.muted', m: 0 },
  '.cw-hint.cw-small': { fontSize: 'xs' },
};
