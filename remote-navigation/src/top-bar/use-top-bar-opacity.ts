import { useScroll, useTransform, type MotionValue } from 'framer-motion';
import { TOP_BAR_FADE } from '@chainwork/shared-config';

/** The top bar fades from 1 to 0.8 while page scroll progress goes from 5 % to 25 % (spec 2, 9). */
export function useTopBarOpacity(): MotionValue<number> {
  const { scrollYProgress } = useScroll();
  return useTransform<number, number>(scrollYProgress, [...TOP_BAR_FADE.scrollProgress], [...TOP_BAR_FADE.opacity]);
}
