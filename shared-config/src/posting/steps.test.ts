import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE, PLAIN_TEXT_MESSAGE } from '../text/plain-text';
import { companyStepSchema, jobStepSchema } from './steps';

const job = {
  title: 'Senior Solidity Engineer',
  description: 'We build a lending protocol. '.repeat(10),
  tags: ['solidity', 'defi'],
  employmentType: 'FULL_TIME',
  seniority: 'senior',
  workplace: { kind: 'remote-within', area: 'europe' },
  salary: { min: 120_000, max: 160_000, currency: 'USD', period: 'YEAR' },
  apply: { kind: 'url', url: 'https://example.com/jobs/1' },
};

function fieldErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('posting step schemas', () => {
  it('accepts a complete job step', () => {
    expect(jobStepSchema.safeParse(job).success).toBe(true);
  });

  it('requires a salary range, ordered and honest', () => {
    const { salary: _salary, ...withoutSalary } = job;
    expect(fieldErrors(jobStepSchema.safeParse(withoutSalary))).toHaveProperty('salary');
    expect(fieldErrors(jobStepSchema.safeParse({ ...job, salary: { ...job.salary, max: 100_000 } }))).toEqual({
      'salary.max': 'The highest salary must be at least the lowest',
    });
    expect(fieldErrors(jobStepSchema.safeParse({ ...job, salary: { ...job.salary, max: 900_000 } }))).toHaveProperty('salary.max');
  });

  it('takes the workplace from the location vocabulary only', () => {
    expect(jobStepSchema.safeParse({ ...job, workplace: { kind: 'on-site', city: 'berlin' } }).success).toBe(true);
    expect(jobStepSchema.safeParse({ ...job, workplace: { kind: 'remote-within', area: 'mars' } }).success).toBe(false);
  });

  it('applies by a web link or an e-mail address', () => {
    expect(jobStepSchema.safeParse({ ...job, apply: { kind: 'email', email: 'jobs@example.com' } }).success).toBe(true);
    expect(fieldErrors(jobStepSchema.safeParse({ ...job, apply: { kind: 'url', url: 'javascript:alert(1)' } }))).toHaveProperty(
      'apply.url',
    );
  });

  it('normalises tags and refuses repeats', () => {
    expect(jobStepSchema.parse({ ...job, tags: [' Solidity '] }).tags).toEqual(['solidity']);
    expect(jobStepSchema.safeParse({ ...job, tags: ['defi', 'defi'] }).success).toBe(false);
  });

  it('refuses a title, a company name or a city on more than one line, and control characters in the descriptions', () => {
    expect(fieldErrors(jobStepSchema.safeParse({ ...job, title: 'Engineer X\r\nBcc: victim@example.net' }))).toEqual({
      title: SINGLE_LINE_MESSAGE,
    });
    for (const title of ['Engineer\nX', 'Engineer\tX', 'Engineer\u2028X', 'Engineer\u0085X', 'Engineer\u0000X', 'Engineer\u007fX'])
      expect(fieldErrors(jobStepSchema.safeParse({ ...job, title }))).toEqual({ title: SINGLE_LINE_MESSAGE });
    // Trimmed away, a trailing line break is no line break.
    expect(jobStepSchema.parse({ ...job, title: 'Senior Solidity Engineer\r\n' }).title).toBe('Senior Solidity Engineer');
    const company = { name: 'Lumen Labs', website: 'https://lumen.example', logo: null, description: 'We build zero-knowledge tooling.' };
    expect(fieldErrors(companyStepSchema.safeParse({ ...company, name: 'Lumen\r\nLabs' }))).toEqual({ name: SINGLE_LINE_MESSAGE });
    // Descriptions keep their lines and tabs, never another control character.
    expect(jobStepSchema.safeParse({ ...job, description: `${job.description}\r\n\n- a\tb` }).success).toBe(true);
    expect(fieldErrors(jobStepSchema.safeParse({ ...job, description: `${job.description}\u001b[31m` }))).toEqual({
      description: PLAIN_TEXT_MESSAGE,
    });
    expect(fieldErrors(companyStepSchema.safeParse({ ...company, description: `${company.description}\u0000` }))).toEqual({
      description: PLAIN_TEXT_MESSAGE,
    });
  });

  it('checks the company step', () => {
    const company = { name: 'Lumen Labs', website: 'https://lumen.example', logo: null, description: 'We build zero-knowledge tooling.' };
    expect(companyStepSchema.safeParse(company).success).toBe(true);
    expect(fieldErrors(companyStepSchema.safeParse({ ...company, website: 'lumen' }))).toHaveProperty('website');
    expect(fieldErrors(companyStepSchema.safeParse({ ...company, logo: '/elsewhere/x.png' }))).toHaveProperty('logo');
  });
});
