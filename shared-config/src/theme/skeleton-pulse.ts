import { keyframes } from '@emotion/react';

/**
 * The skeletons' pulse, on opacity. Chakra's own pulse animates the background and border
 * colours, which the browser recomputes on the main thread every frame (style, paint) for
 * as long as a skeleton shows, that is, while the page is loading and busiest; an opacity
 * animation runs on the compositor. Still colour, dimmed and brightened within Chakra's
 * range (its end colour at 0.7 opacity down to about its start colour's look), and still
 * when the visitor asks for reduced motion.
 *
 * `&.chakra-skeleton` outweighs the animation Chakra's component sets on its own class, and
 * only a loading skeleton gets the theme's style (a loaded one renders its children bare).
 */
const pulse = keyframes({ from: { opacity: 0.7 }, to: { opacity: 0.3 } });

export const SKELETON_PULSE = {
  baseStyle: {
    '&.chakra-skeleton': {
      background: 'var(--skeleton-end-color)',
      animation: `0.8s linear infinite alternate ${pulse}`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
};
