import { groupThousands } from '../../format/numbers';

/** "1,234 jobs": the size of a search; "10,000+ jobs" when the api capped the count (api TOTAL_CAP). */
export function totalLabel(total: number, exact = true): string {
  if (total === 0) return 'No jobs';
  const count = `${groupThousands(total)}${exact ? '' : '+'}`;
  return total === 1 && exact ? '1 job' : `${count} jobs`;
}
