import { FiChevronDown } from 'react-icons/fi';

/** The look of the desktop bar's menu buttons, shared by each menu's button and its stand-in. */
export const navTriggerProps = {
  variant: 'ghost',
  size: 'sm',
  rightIcon: <FiChevronDown aria-hidden />,
  fontWeight: '600',
  color: 'whiteAlpha.900',
} as const;
