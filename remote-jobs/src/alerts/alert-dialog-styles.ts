import type { SystemStyleObject } from '@chakra-ui/react';
import { nativeModalCloseButton } from '@chainwork/shared-config/chakra-overlays';

/**
 * The alert dialog's frame (the `<dialog>` element as its backdrop, the panel, the heading, the
 * close button, the body, the footer) as one static rule set: emotion serialises it to one class
 * when the dialog is first mounted closed (the page idle), so opening it inserts no style rule.
 * The look is Chakra's centred modal's: full screen on a phone, 28rem wide from `sm`.
 */
export const ALERT_DIALOG_STYLES: SystemStyleObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 'modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '100%',
  h: '100%',
  maxW: 'none',
  maxH: 'none',
  m: 0,
  p: 0,
  border: 0,
  bg: 'blackAlpha.600',
  backdropFilter: 'blur(2px)',
  color: 'chakra-body-text',
  '.cw-alert-panel': {
    position: 'relative',
    w: '100%',
    h: { base: '100%', sm: 'auto' },
    maxW: { base: 'none', sm: 'md' },
    maxH: '100%',
    overflowY: 'auto',
    mx: { base: 0, sm: 4 },
    bg: 'bg.raised',
    border: { base: 0, sm: '1px solid' },
    borderColor: 'border.subtle',
    borderRadius: { base: 0, sm: 'xl' },
    boxShadow: 'lg',
  },
  '.cw-alert-header': { m: 0, px: 6, py: 4, pr: 12, fontSize: 'xl', fontWeight: 600 },
  ...nativeModalCloseButton('.cw-alert-close', 2),
  '.cw-alert-body': { px: 6, py: 2 },
  '.cw-alert-footer': { display: 'flex', justifyContent: 'flex-end', gap: 3, px: 6, py: 4 },
};
