import { keyframes } from '@emotion/react';
import { Box, usePrefersReducedMotion } from '@chakra-ui/react';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-10px); }
`;

/** Blocks of a chain, as [x, y, size]: a loose diagonal from bottom left to top right. */
const BLOCKS: Array<[number, number, number]> = [
  [40, 300, 84],
  [150, 210, 100],
  [290, 150, 120],
  [330, 320, 76],
  [440, 70, 92],
];
const LINKS: Array<[number, number]> = [
  [0, 1],
  [1, 2],
  [2, 3],
  [2, 4],
];

const centre = ([x, y, size]: [number, number, number]) => [x + size / 2, y + size / 2] as const;

/**
 * The home hero's illustration: blocks joined into a chain, in the brand gradient.
 * Decoration only (hidden from assistive tech); it floats gently unless the visitor
 * asked for reduced motion.
 */
export function HeroArt() {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <Box
      aria-hidden
      position="relative"
      w="480px"
      h="377px"
      flexShrink={0}
      animation={reduceMotion ? undefined : `${float} 7s ease-in-out infinite`}
    >
      <svg viewBox="0 0 560 440" width="100%" height="100%" role="presentation">
        <defs>
          <linearGradient id="hero-block" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#9457f5" />
            <stop offset="100%" stopColor="#f552b1" />
          </linearGradient>
          <linearGradient id="hero-face" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#1c1635" />
            <stop offset="100%" stopColor="#110d20" />
          </linearGradient>
          <filter id="hero-glow" x="-50%" y="-50%" width="200%" height="200%">
            <feGaussianBlur stdDeviation="18" />
          </filter>
        </defs>
        {LINKS.map(([a, b]) => {
          const [x1, y1] = centre(BLOCKS[a]!);
          const [x2, y2] = centre(BLOCKS[b]!);
          return (
            <line
              key={`${a}-${b}`}
              x1={x1}
              y1={y1}
              x2={x2}
              y2={y2}
              stroke="url(#hero-block)"
              strokeWidth="3"
              strokeDasharray="2 10"
              strokeLinecap="round"
              opacity="0.7"
            />
          );
        })}
        {BLOCKS.map(([x, y, size], i) => (
          <g key={i}>
            <rect
              x={x}
              y={y}
              width={size}
              height={size}
              rx={size * 0.24}
              fill="url(#hero-block)"
              filter="url(#hero-glow)"
              opacity={i === 2 ? 0.55 : 0.3}
            />
            <rect
              x={x}
              y={y}
              width={size}
              height={size}
              rx={size * 0.24}
              fill="url(#hero-face)"
              stroke="url(#hero-block)"
              strokeWidth="2"
            />
            {/* A few "transaction" lines inside each block. */}
            {[0.34, 0.5, 0.66].map((row, r) => (
              <rect
                key={r}
                x={x + size * 0.22}
                y={y + size * row - 3}
                width={size * (r === 1 ? 0.56 : 0.4)}
                height={6}
                rx={3}
                fill={r === 0 ? '#ff78c6' : '#ad7dff'}
                opacity={r === 0 ? 0.9 : 0.45}
              />
            ))}
          </g>
        ))}
      </svg>
    </Box>
  );
}
