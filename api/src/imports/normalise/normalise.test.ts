import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RawPosting } from '../types';
import { normalisePosting } from './normalise';

const posting: RawPosting = {
  externalId: 'gh-4012',
  title: '  Senior Protocol Engineer (Rust)  - Remote ',
  descriptionHtml:
    '<h2>About ZK Forge</h2><p>We raised $40M and secure $2B in TVL.</p><p>You will write <strong>Rust</strong> and Solidity for our zkEVM.</p>' +
    '<script>alert(1)</script><h3>Compensation</h3><p>The base salary range is $160,000 - $190,000 per year + tokens.</p>',
  locationText: 'Remote - Europe',
  extraLocations: [],
  workplace: null,
  countryCode: null,
  employmentText: 'Full-time',
  pay: null,
  payText: null,
  applyUrl: 'https://boards.example/zkforge/4012/apply',
  jobUrl: 'https://boards.example/zkforge/4012',
  publishedAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: null,
  department: 'Engineering',
};

describe('normalisePosting', () => {
  it('gives the job in the board terms', () => {
    expect(normalisePosting(posting)).toEqual({
      externalId: 'gh-4012',
      title: 'Senior Protocol Engineer (Rust)',
      employmentType: 'FULL_TIME',
      seniority: 'senior',
      location: 'Remote (Europe)',
      standardizedLocation: 'remote-europe',
      pay: { currency: 'USD', interval: 'year', min: 160_000, max: 190_000, usdYearlyMin: 160_000, usdYearlyMax: 190_000 },
      tags: ['rust', 'zero-knowledge', 'solidity'],
      descriptionMd:
        '## About ZK Forge\n\nWe raised $40M and secure $2B in TVL.\n\nYou will write **Rust** and Solidity for our zkEVM.\n\n### Compensation\n\nThe base salary range is $160,000 - $190,000 per year + tokens.',
      applyUrl: posting.applyUrl,
      jobUrl: posting.jobUrl,
      publishedAt: posting.publishedAt,
    });
  });

  it('prefers the structured pay and the pay text to the description', () => {
    expect(normalisePosting({ ...posting, pay: { currency: 'EUR', interval: 'year', min: 90_000, max: 110_000 } }).pay).toMatchObject({
      currency: 'EUR',
      min: 90_000,
    });
    expect(normalisePosting({ ...posting, payText: '£70,000 - £85,000 per year' }).pay).toMatchObject({ currency: 'GBP', min: 70_000 });
  });

  it('is the same every time for the same posting', () => {
    expect(normalisePosting(posting)).toEqual(normalisePosting(structuredClone(posting)));
  });

  it('never throws, whatever the provider sends', () => {
    const text = fc.string({ maxLength: 200 });
    fc.assert(
      fc.property(
        fc.record({
          title: text,
          descriptionHtml: fc.oneof(
            text,
            fc
              .array(fc.constantFrom('<p>', '</p>', '<b>', '$120k', ' salary ', '<script>', '<a href="javascript:x">', 'Rust'), {
                maxLength: 40,
              })
              .map((p) => p.join('')),
          ),
          locationText: text,
          extraLocations: fc.array(text, { maxLength: 3 }),
          workplace: fc.constantFrom('remote', 'hybrid', 'onsite', null),
          countryCode: fc.option(fc.string({ minLength: 2, maxLength: 2 })),
          employmentText: fc.option(text),
          payText: fc.option(text),
        }),
        (fields) => {
          const job = normalisePosting({ ...posting, ...fields });
          expect(job.title.length).toBeLessThanOrEqual(120);
        },
      ),
      { numRuns: 60 },
    );
  });
});
