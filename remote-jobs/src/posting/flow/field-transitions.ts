import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The step's Chakra fields and buttons without their transitions, as one static rule on the
 * step's card. A field's hover or focus border fades each of its four border colours, so one
 * pointer crossing a field (or the page scrolling under a still pointer) fires a dozen
 * transition events (run, start, cancel, end), and each goes through React's root listener:
 * in `bench:interact`'s company step they came inside the press of Save. The colours still
 * change; they no longer fade.
 */
export const NO_FIELD_TRANSITIONS: SystemStyleObject = {
  '.chakra-input, .chakra-select, .chakra-button, .chakra-radio__control, .chakra-tag__close-button': { transition: 'none' },
};
