import type { SystemStyleObject } from '@chakra-ui/react';
import { nativeModalCloseButton } from '@chainwork/shared-config/chakra-overlays';

/**
 * The mobile drawer (the `<dialog>` element as its backdrop over the viewport, the panel, the
 * wordmark, the close button, the body) as one static rule set: emotion serialises it to one class
 * when the drawer is first mounted closed (the page idle), so opening it inserts no style rule.
 * The look is Chakra's top drawer's: a blurred dark backdrop, the panel on the surface colour with
 * a bottom border, sliding down from the top.
 */
export const DRAWER_STYLES: SystemStyleObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 'modal',
  w: '100%',
  h: '100%',
  maxW: 'none',
  maxH: 'none',
  m: 0,
  p: 0,
  border: 0,
  // Dimmed, not blurred: a backdrop filter is drawn again in every frame the drawer covers the page,
  // and opening it took 40-48 ms p75 at 4x CPU with a 4-px blur, 24 ms without (bench:interact).
  bg: 'blackAlpha.600',
  color: 'chakra-body-text',
  '.cw-drawer-panel': {
    position: 'relative',
    maxH: '100vh',
    overflowY: 'auto',
    bg: 'bg.surface',
    borderBottom: '1px solid',
    borderColor: 'border.subtle',
    boxShadow: 'lg',
  },
  '&:not([data-closed]) .cw-drawer-panel': { animation: 'cw-drawer-down 0.2s ease-out' },
  '@keyframes cw-drawer-down': { from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } },
  '@media (prefers-reduced-motion: reduce)': { '&:not([data-closed]) .cw-drawer-panel': { animation: 'none' } },
  '.cw-drawer-head': { px: 6, pt: 5, pb: 3 },
  ...nativeModalCloseButton('.cw-drawer-close', 4),
  '.cw-drawer-body': { px: 6, pt: 2, pb: 6 },
  '.cw-drawer-list': { display: 'flex', flexDirection: 'column' },
  // Every row, link or button alike (drawer-row-style.ts's look, for the rows that are still Chakra's).
  '.cw-drawer-row': {
    display: 'flex',
    alignItems: 'center',
    w: 'full',
    px: 3,
    py: 3,
    border: 0,
    borderRadius: 'md',
    bg: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 600,
    fontSize: 'lg',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '.cw-drawer-row:hover': { bg: 'whiteAlpha.100' },
  '.cw-drawer-row:focus-visible': { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
  '.cw-drawer-toggle': { justifyContent: 'space-between' },
  '.cw-drawer-chevron': { transition: 'transform 0.2s' },
  '.cw-drawer-toggle[aria-expanded=true] .cw-drawer-chevron': { transform: 'rotate(180deg)' },
  '.cw-drawer-sub': { display: 'flex', flexDirection: 'column', pl: 4, ml: 3, borderLeft: '1px solid', borderColor: 'border.subtle' },
  '.cw-drawer-sub[hidden]': { display: 'none' },
  '.cw-drawer-soon': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 3, py: 3, color: 'whiteAlpha.700' },
  '.cw-drawer-badge': {
    px: 1,
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 700,
    bg: 'rgba(255, 153, 220, 0.16)',
    color: 'accent.200',
  },
};
