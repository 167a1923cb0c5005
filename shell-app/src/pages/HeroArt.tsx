import { keyframes } from '@emotion/react';
import { Box } from '@chakra-ui/react';
import { HERO_ART_SIZE, heroArtSvg } from '@chainwork/shared-config/prepaint/hero-art';
import { usePrefersReducedMotion } from '@chainwork/shared-config/react';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-10px); }
`;

/**
 * The home hero's illustration (shared-config/src/prepaint/hero-art.ts, which the static
 * pre-paint draws too). Decoration only (hidden from assistive tech); it floats gently
 * unless the visitor asked for reduced motion.
 */
export function HeroArt() {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <Box
      aria-hidden
      position="relative"
      w={`${HERO_ART_SIZE.width}px`}
      h={`${HERO_ART_SIZE.height}px`}
      flexShrink={0}
      animation={reduceMotion ? undefined : `${float} 7s ease-in-out infinite`}
      dangerouslySetInnerHTML={{ __html: heroArtSvg() }}
    />
  );
}
