import { describe, expect, it } from 'vitest';
import { companyStep, jobStep } from '../../test/posting';
import { contentSignals, titleSimilarity } from './risk-signals';

const clean = { company: companyStep, job: jobStep(), ownerEmail: 'ana@lumen.example', ownSlug: null };
const kinds = (input: Parameters<typeof contentSignals>[0]) => contentSignals(input).map((signal) => signal.kind);

describe('risk signals read from the posting', () => {
  it('raises nothing for an ordinary job from the company domain (subdomains included)', () => {
    expect(contentSignals(clean)).toEqual([]);
    expect(contentSignals({ ...clean, job: jobStep({ apply: { kind: 'url', url: 'https://careers.lumen.example/1' } }) })).toEqual([]);
    expect(contentSignals({ ...clean, job: jobStep({ apply: { kind: 'email', email: 'jobs@lumen.example' } }) })).toEqual([]);
  });

  it('flags an apply link or address on another domain, and an employer signed in from another company', () => {
    expect(kinds({ ...clean, job: jobStep({ apply: { kind: 'url', url: 'https://forms.example/apply' } }) })).toEqual(['domain-mismatch']);
    expect(kinds({ ...clean, ownerEmail: 'someone@other.example' })).toEqual(['domain-mismatch']);
  });

  it('flags free-mail addresses, the employer’s and the apply address', () => {
    expect(kinds({ ...clean, ownerEmail: 'ana.lumen@gmail.com' })).toEqual(['free-mail']);
    expect(kinds({ ...clean, job: jobStep({ apply: { kind: 'email', email: 'lumen.hr@proton.me' } }) })).toEqual([
      'domain-mismatch',
      'free-mail',
    ]);
  });

  it.each([
    ['an upfront payment', 'A refundable upfront payment of 100 USDT is required.'],
    ['a fee to pay', 'You will pay a small training fee before starting.'],
    ['a wallet seed', 'Send your wallet seed so we can pay you.'],
    ['a recovery phrase', 'Share your recovery phrase with HR.'],
    ['guaranteed returns', 'Enjoy guaranteed returns on your stake.'],
    ['a messenger-only contact', 'Contact us only on Telegram.'],
  ])('flags %s', (_label, phrase) => {
    expect(kinds({ ...clean, job: jobStep({ description: `${jobStep().description}\n\n${phrase}` }) })).toEqual(['scam-phrase']);
  });

  it('flags pay nobody offers for the seniority', () => {
    const junior = jobStep({ seniority: 'junior', salary: { min: 400_000, max: 600_000, currency: 'USD', period: 'YEAR' } });
    expect(kinds({ ...clean, job: junior })).toEqual(['scam-phrase']);
    const senior = jobStep({ seniority: 'senior', salary: { min: 400_000, max: 600_000, currency: 'USD', period: 'YEAR' } });
    expect(kinds({ ...clean, job: senior })).toEqual([]);
  });

  it('measures near-same titles by their words', () => {
    expect(titleSimilarity('Senior Rust Engineer', 'Rust Engineer (Senior)')).toBe(1);
    expect(titleSimilarity('Senior Rust Engineer', 'Senior Solidity Engineer')).toBe(0.5);
  });
});
