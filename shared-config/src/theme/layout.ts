/**
 * Geometry shared between the navigation remote and the shell: the shell's placeholder
 * and fallback for the top bar take the bar's exact height, so nothing jumps.
 */
export const TOP_BAR_HEIGHT = '72px';

/** The width every full-width band (top bar, hero, sections, footer) aligns to. */
export const PAGE_MAX_WIDTH = '6xl';
