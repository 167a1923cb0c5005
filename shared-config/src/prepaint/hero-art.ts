/**
 * The home hero's illustration, blocks joined into a chain in the brand gradient, as SVG
 * markup: drawn by the shell's `HeroArt` and by the static pre-paint from this one source.
 * Decoration only; its container hides it from assistive tech.
 */

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

/** The illustration's box in CSS pixels (the SVG scales its 560 x 440 drawing into it). */
export const HERO_ART_SIZE = { width: 480, height: 377 } as const;

const centre = ([x, y, size]: [number, number, number]) => [x + size / 2, y + size / 2] as const;

function block([x, y, size]: [number, number, number], i: number): string {
  const rows = [0.34, 0.5, 0.66]
    .map(
      (row, r) =>
        `<rect x="${x + size * 0.22}" y="${y + size * row - 3}" width="${size * (r === 1 ? 0.56 : 0.4)}" height="6" rx="3" fill="${r === 0 ? '#ff78c6' : '#ad7dff'}" opacity="${r === 0 ? 0.9 : 0.45}"></rect>`,
    )
    .join('');
  return (
    `<g><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" fill="url(#hero-block)" filter="url(#hero-glow)" opacity="${i === 2 ? 0.55 : 0.3}"></rect>` +
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" fill="url(#hero-face)" stroke="url(#hero-block)" stroke-width="2"></rect>` +
    // A few "transaction" lines inside each block.
    `${rows}</g>`
  );
}

/** The SVG element, filling its container. Numbers and colours only: nothing to escape. */
export function heroArtSvg(): string {
  const links = LINKS.map(([a, b]) => {
    const [x1, y1] = centre(BLOCKS[a]!);
    const [x2, y2] = centre(BLOCKS[b]!);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="url(#hero-block)" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.7"></line>`;
  }).join('');
  return (
    `<svg viewBox="0 0 560 440" width="100%" height="100%" role="presentation"><defs>` +
    `<linearGradient id="hero-block" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#9457f5"></stop><stop offset="100%" stop-color="#f552b1"></stop></linearGradient>` +
    `<linearGradient id="hero-face" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#1c1635"></stop><stop offset="100%" stop-color="#110d20"></stop></linearGradient>` +
    `<filter id="hero-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"></feGaussianBlur></filter>` +
    `</defs>${links}${BLOCKS.map(block).join('')}</svg>`
  );
}
