/**
 * Numbers and dates in en-US words, without Intl. A page's first Intl formatter costs the
 * browser its ICU set-up: 110-150 ms of a first load at 4x CPU slowdown (Chromium, measured
 * on the home page), paid by whichever card or count formats first. These few shapes are
 * all the search and the job page show; `numbers.test.ts` checks each against Intl.
 */

/** 1234567 -> "1,234,567" (a whole, non-negative number). */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds half away from zero, as Intl does ("halfExpand"), for non-negative n. */
const roundHalfUp = (n: number) => Math.floor(n + 0.5);

/** "$120,000": a positive USD amount in whole dollars. */
export function usdWhole(n: number): string {
  return `$${groupThousands(roundHalfUp(n))}`;
}

/** Ascending: a compact amount takes the largest unit not above it. */
const COMPACT_UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const;

/**
 * "$120K", "$1.5M": a positive USD amount under a quadrillion in compact notation with at
 * most `fractionDigits` decimals, as `Intl.NumberFormat('en-US', { style: 'currency',
 * currency: 'USD', notation: 'compact', maximumFractionDigits })` writes it: the unit is
 * the amount's own ($950,000 is "$950K"), unless rounding reaches a thousand of it
 * ($999,960 is "$1M"); trailing zeros are dropped.
 */
export function usdCompact(n: number, fractionDigits: 0 | 1): string {
  const scale = 10 ** fractionDigits;
  let unit = COMPACT_UNITS.findLastIndex(({ size }) => n >= size);
  for (;;) {
    // In steps of 1 / scale of the unit, so the rounding is on whole numbers.
    const steps = unit < 0 ? roundHalfUp(n * scale) : roundHalfUp(n / (COMPACT_UNITS[unit]!.size / scale));
    if (steps >= 1000 * scale && unit + 1 < COMPACT_UNITS.length) {
      unit += 1;
      continue;
    }
    return `$${decimal(steps, scale)}${unit < 0 ? '' : COMPACT_UNITS[unit]!.suffix}`;
  }
}

/** steps / scale with its decimals, trailing zeros dropped: (1255, 10) -> "125.5", (1250, 10) -> "125". */
function decimal(steps: number, scale: number): string {
  const whole = Math.floor(steps / scale);
  const fraction = steps - whole * scale;
  return fraction === 0
    ? String(whole)
    : `${whole}.${String(fraction)
        .padStart(String(scale).length - 1, '0')
        .replace(/0+$/, '')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mar 3, 2026", in the visitor's time zone: `Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })`. */
export function mediumDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
