import type { JobSummary } from '@chainwork/api';
import { usdCompact, usdWhole } from './numbers';

export const SALARY_NOT_DISCLOSED = 'Salary not disclosed';

export interface SalaryFields {
  salaryMin: number | null;
  salaryMax: number | null;
  numeric_salary: number | null;
  /** Pay as the company published it (an imported job's EUR, or hourly rate), with the api's words for it. */
  pay?: Pick<NonNullable<JobSummary['pay']>, 'label'> | null;
}

// Salaries are USD (SALARY_CURRENCY): written without Intl (see numbers.ts).
const compact = (n: number) => usdCompact(n, 1);

const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

/**
 * A yearly USD salary for display: the range when both ends are known, else the one
 * figure there is, else "Salary not disclosed". `compact` ($120K) suits cards; the job
 * page spells the numbers out.
 */
export function formatSalary(job: SalaryFields, style: 'compact' | 'full' = 'compact'): string {
  if (job.pay) return job.pay.label;
  const format = style === 'compact' ? compact : usdWhole;
  const { salaryMin: min, salaryMax: max, numeric_salary: single } = job;
  if (usable(min) && usable(max) && min !== max) {
    const [low, high] = min < max ? [min, max] : [max, min];
    return `${format(low)} – ${format(high)}`;
  }
  const one = [min, max, single].find(usable);
  return one === undefined ? SALARY_NOT_DISCLOSED : format(one);
}

export function isSalaryDisclosed(job: SalaryFields): boolean {
  return formatSalary(job) !== SALARY_NOT_DISCLOSED;
}
