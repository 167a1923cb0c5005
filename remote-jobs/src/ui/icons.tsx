import { Icon, type IconProps } from '@chakra-ui/react';

/** The few glyphs this remote needs, inline (no icon package in its dependencies). Decorative: hidden from assistive tech. */

export function SearchGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...props}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function CloseGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      {...props}
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function FilterGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...props}
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Icon>
  );
}

export function CheckGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ShieldGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M12 3 4.5 6v6c0 4.5 3.2 7.8 7.5 9 4.3-1.2 7.5-4.5 7.5-9V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </Icon>
  );
}

export function BriefcaseGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </Icon>
  );
}

export function BellGlyph(props: IconProps) {
  return (
    <Icon
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}
