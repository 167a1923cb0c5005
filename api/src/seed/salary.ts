import type { Random } from './prng';

export interface SalaryRange {
  min: number;
  max: number;
  /** The midpoint of min..max: the requirements' numeric_salary. */
  numeric: number;
}

const ROUND_TO = 5000;
/** About a quarter of postings state no salary. */
const NO_SALARY_CHANCE = 0.25;

/** A yearly USD range around `midpoint`, in round 5k steps, or null when the posting hides it. */
export function pickSalary(random: Random, midpoint: number): SalaryRange | null {
  if (random.chance(NO_SALARY_CHANCE)) return null;
  const spread = midpoint * (0.06 + random.next() * 0.1);
  const min = Math.max(ROUND_TO, Math.round((midpoint - spread) / ROUND_TO) * ROUND_TO);
  const max = Math.max(min + ROUND_TO, Math.round((midpoint + spread) / ROUND_TO) * ROUND_TO);
  // Multiples of 5000, so the midpoint is a whole number of dollars.
  return { min, max, numeric: (min + max) / 2 };
}
