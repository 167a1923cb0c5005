import { describe, expect, it } from 'vitest';
import { PRODUCTION_BASES } from './bases';
import { leverPostings } from './fixtures/lever';
import { LEVER_PAGE_SIZE, lever } from './lever';
import { thrownBy } from './test-support';

const page = { url: new URL('https://api.lever.co/v0/postings/chainlabs?mode=json') };
const parse = (body: unknown) => lever.parse(JSON.stringify(body), page);
const postings = () => structuredClone(leverPostings) as Record<string, unknown>[];

describe('lever adapter', () => {
  it('reads a documented site: lists under their headings, categories, pay in currency units', () => {
    const [protocol] = parse(leverPostings);
    expect(protocol).toEqual({
      externalId: '5f2c1a9e-1111-4c3b-9d2e-0a1b2c3d4e5f',
      title: 'Protocol Engineer',
      descriptionHtml:
        '<p>Help us ship the next upgrade.</p><p>You will work on consensus.</p>\n' +
        '<h3>What you bring</h3><ul><li>Rust or Go</li><li>Distributed systems</li></ul>\n' +
        '<h3>Perks &amp; &lt;benefits&gt;</h3><ul><li>Token grant</li></ul>\n' +
        '<p>We are an equal opportunity employer.</p>',
      locationText: 'Zurich, Switzerland',
      extraLocations: ['Remote - Europe'],
      workplace: 'onsite',
      countryCode: 'ch',
      employmentText: 'Full-time',
      pay: { currency: 'CHF', interval: 'year', min: 140000, max: 170000 },
      payText: "CHF 140'000 - 170'000 plus tokens",
      applyUrl: 'https://jobs.lever.co/chainlabs/5f2c1a9e-1111-4c3b-9d2e-0a1b2c3d4e5f/apply',
      jobUrl: 'https://jobs.lever.co/chainlabs/5f2c1a9e-1111-4c3b-9d2e-0a1b2c3d4e5f',
      publishedAt: new Date(1767225600000),
      updatedAt: null,
      department: 'Engineering',
    });
  });

  it("accepts both spellings of on-site (the README's on-site, live onsite), hourly and monthly pay, and unspecified", () => {
    const [, support, auditor, office] = parse(leverPostings);
    expect(support).toMatchObject({
      workplace: 'onsite',
      pay: { currency: 'USD', interval: 'hour', min: 20.14, max: 26.5 },
      department: 'Support',
    });
    expect(auditor).toMatchObject({
      workplace: 'remote',
      countryCode: null,
      pay: { currency: 'EUR', interval: 'month', min: 9000, max: 11000 },
    });
    expect(office).toMatchObject({ workplace: null, pay: null, employmentText: null, publishedAt: null, extraLocations: [] });
  });

  it('asks one page at a time, with the site encoded', () => {
    expect(lever.url('chainlabs', PRODUCTION_BASES, { skip: 200 }).href).toBe(
      `https://api.lever.co/v0/postings/chainlabs?mode=json&skip=200&limit=${LEVER_PAGE_SIZE}`,
    );
  });

  it('refuses an object where the list belongs (an unknown site answers one)', () => {
    const error = thrownBy(() => parse({ ok: false, error: 'Document not found' }));
    expect(error).toMatchObject({ kind: 'format', message: "Lever's answer is not a job board: the answer should be a list" });
  });

  it('refuses a posting without its title, or with a salary that is not a number, naming the path', () => {
    const missing = postings();
    delete missing[2]!['text'];
    expect(thrownBy(() => parse(missing))).toMatchObject({
      kind: 'format',
      message: "Lever's answer is not a job board: [2].text is missing",
    });
    const wrong = postings();
    wrong[0]!['salaryRange'] = { currency: 'USD', interval: 'per-year-salary', min: '100k', max: 120000 };
    expect(thrownBy(() => parse(wrong)).message).toBe("Lever's answer is not a job board: [0].salaryRange.min should be a number");
  });
});
