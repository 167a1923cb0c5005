/** The look of every row in the mobile drawer (links and buttons alike). */
export const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  px: 3,
  py: 3,
  borderRadius: 'md',
  fontWeight: '600',
  fontSize: 'lg',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
} as const;
