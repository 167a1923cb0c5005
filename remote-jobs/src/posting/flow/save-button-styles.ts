import type { SystemStyleObject } from '@chakra-ui/react';
import { theme } from '@chainwork/shared-config/react';

/** The theme's `brand` Button variant (its gradient and the hover and pressed shades), defined there once. */
const BRAND = (theme.components.Button as { variants: { brand: SystemStyleObject } }).variants.brand;

/**
 * A step's Save button (`SaveButton`'s `cw-save-button`) as one static rule set on the step's
 * footer: Chakra's large brand button (the theme's `brand` variant over the button's base and
 * `lg` size), serialised to one class when the step mounts, so the press renders no Chakra
 * component. It declares no transition (a plain button has none): a transition's run, start, end
 * and cancel events each go through React's root listener, and the busy state's fade (opacity)
 * put them in the press's frame.
 */
export const SAVE_BUTTON_STYLES: SystemStyleObject = {
  '.cw-save-button': {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    outline: 'none',
    m: 0,
    border: 0,
    cursor: 'pointer',
    font: 'inherit',
    lineHeight: '1.2',
    borderRadius: 'md',
    fontWeight: 'semibold',
    h: 12,
    minW: 12,
    fontSize: 'lg',
    px: 8,
    ...BRAND,
    _focusVisible: { boxShadow: 'outline' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed', boxShadow: 'none' },
  },
};
