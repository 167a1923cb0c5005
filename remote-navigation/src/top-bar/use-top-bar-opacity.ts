import { transform, useScroll, useTransform, type MotionValue } from 'framer-motion';
import { TOP_BAR_FADE } from '@chainwork/shared-config';

const progressRange: number[] = [...TOP_BAR_FADE.scrollProgress];
const opacityRange: number[] = [...TOP_BAR_FADE.opacity];

/**
 * The top bar's opacity for a page scroll progress (0..1): 1 until 5 %, then linearly
 * down to 0.8 at 25 %, and 0.8 beyond (docs/product-requirements.md#top-bar). The same mapping runs backwards when
 * the visitor scrolls up, since it depends on the position only.
 */
export const topBarOpacityAt: (progress: number) => number = transform(progressRange, opacityRange);

/** The mapping above, driven by framer-motion's page scroll progress. */
export function useTopBarOpacity(): MotionValue<number> {
  const { scrollYProgress } = useScroll();
  return useTransform(scrollYProgress, progressRange, opacityRange);
}
