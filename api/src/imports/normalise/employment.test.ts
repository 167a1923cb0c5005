import { describe, expect, it } from 'vitest';
import { normaliseEmployment } from './employment';

describe('normaliseEmployment', () => {
  it.each([
    ['Full-time', 'FULL_TIME'],
    ['FullTime', 'FULL_TIME'],
    ['FULL_TIME', 'FULL_TIME'],
    ['Permanent', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['PartTime', 'PART_TIME'],
    ['Part time contract', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['CONTRACTOR', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Intern', 'INTERN'],
    ['Internship', 'INTERN'],
    ['Temporary', 'TEMPORARY'],
    ['Fixed-term', 'TEMPORARY'],
    ['PER_DIEM', 'TEMPORARY'],
  ])('%s is %s', (text, type) => {
    expect(normaliseEmployment(text)).toBe(type);
  });

  it('is FULL_TIME when the provider says nothing', () => {
    expect(normaliseEmployment(null)).toBe('FULL_TIME');
    expect(normaliseEmployment('  ')).toBe('FULL_TIME');
  });

  it('treats words it does not know as saying nothing', () => {
    expect(normaliseEmployment('Other')).toBe('FULL_TIME');
    expect(normaliseEmployment('Volunteer')).toBe('FULL_TIME');
  });
});
