/**
 * The q-quantile of n sorted values, read by rank (0-based): linear interpolation
 * between the closest ranks (numpy's default, "type 7"), rounded to a whole number.
 */
export function percentile(n: number, q: number, at: (rank: number) => number): number {
  if (n < 1) throw new Error('percentile of no values');
  const position = (n - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(low + 1, n - 1);
  return Math.round(at(low) + (at(high) - at(low)) * (position - low));
}
