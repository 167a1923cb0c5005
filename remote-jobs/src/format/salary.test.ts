import { describe, expect, it } from 'vitest';
import { formatSalary, isSalaryDisclosed, SALARY_NOT_DISCLOSED } from './salary';

const none = { salaryMin: null, salaryMax: null, numeric_salary: null };

describe('formatSalary', () => {
  it('shows a range compactly on cards and in full on the job page', () => {
    const job = { salaryMin: 120_000, salaryMax: 180_000, numeric_salary: 150_000 };
    expect(formatSalary(job)).toBe('$120K – $180K');
    expect(formatSalary(job, 'full')).toBe('$120,000 – $180,000');
  });

  it('keeps a fraction where it matters and orders a reversed range', () => {
    expect(formatSalary({ salaryMin: 1_250_000, salaryMax: 92_500, numeric_salary: null })).toBe('$92.5K – $1.3M');
  });

  it('falls back to the one figure known', () => {
    expect(formatSalary({ ...none, numeric_salary: 95_000 })).toBe('$95K');
    expect(formatSalary({ ...none, salaryMax: 200_000 }, 'full')).toBe('$200,000');
    expect(formatSalary({ salaryMin: 100_000, salaryMax: 100_000, numeric_salary: null })).toBe('$100K');
  });

  it('says so when there is no usable figure', () => {
    expect(formatSalary(none)).toBe(SALARY_NOT_DISCLOSED);
    expect(formatSalary({ salaryMin: 0, salaryMax: Number.NaN, numeric_salary: -5 })).toBe('Salary not disclosed');
    expect(isSalaryDisclosed(none)).toBe(false);
  });

  it('shows pay as the company published it: its currency and interval, not the yearly USD figures', () => {
    const usd = { salaryMin: 86_000, salaryMax: 108_000, numeric_salary: 97_000 };
    expect(formatSalary({ ...usd, pay: { label: '€80k – €100k a year' } })).toBe('€80k – €100k a year');
    expect(formatSalary({ ...usd, pay: { label: '$45 – $60 an hour' } }, 'full')).toBe('$45 – $60 an hour');
    expect(formatSalary({ ...usd, pay: null })).toBe('$86K – $108K');
  });
});
