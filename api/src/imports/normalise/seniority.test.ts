import { describe, expect, it } from 'vitest';
import { seniorityFromTitle } from './seniority';

describe('seniorityFromTitle', () => {
  it.each([
    ['Sr. Solidity Engineer', 'senior'],
    ['Sr Backend Engineer', 'senior'],
    ['Senior Rust Engineer', 'senior'],
    ['Staff Software Engineer', 'principal'],
    ['Staff Protocol Engineer, Consensus', 'principal'],
    ['Senior Staff Engineer', 'principal'],
    ['Principal Security Researcher', 'principal'],
    ['Lead Smart Contract Developer', 'lead'],
    ['Tech Lead, Wallets', 'lead'],
    ['Head of Engineering', 'executive'],
    ['VP of Marketing', 'executive'],
    ['Chief Technology Officer', 'executive'],
    ['CTO', 'executive'],
    ['Engineering Director', 'executive'],
    ['Software Engineering Intern', 'intern'],
    ['Intern, Office of the CEO', 'intern'],
    ['Junior Frontend Developer', 'junior'],
    ['Jr. Data Analyst', 'junior'],
    ['Entry Level Support Specialist', 'junior'],
    ['Entry-level Analyst', 'junior'],
    ['Mid-Level Backend Engineer', 'mid'],
  ])('%s is %s', (title, seniority) => {
    expect(seniorityFromTitle(title)).toBe(seniority);
  });

  it.each(['Software Engineer', 'Staff Accountant', 'Lead Generation Specialist', 'Srinivas Fan Club Manager', 'Product Designer'])(
    '%s has no seniority',
    (title) => {
      expect(seniorityFromTitle(title)).toBeNull();
    },
  );
});
