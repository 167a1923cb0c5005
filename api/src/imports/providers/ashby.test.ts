import { describe, expect, it } from 'vitest';
import { ashby } from './ashby';
import { PRODUCTION_BASES } from './bases';
import { ashbyBoard } from './fixtures/ashby';
import { thrownBy } from './test-support';

const page = { url: new URL('https://api.ashbyhq.com/posting-api/job-board/ledgerline?includeCompensation=true') };
const parse = (body: unknown) => ashby.parse(JSON.stringify(body), page);
const board = () => structuredClone(ashbyBoard) as { jobs: Record<string, unknown>[] };

describe('ashby adapter', () => {
  it('reads a live-shaped board: the salary component (not equity), nested and flat addresses, workplaceType over isRemote', () => {
    const postings = parse(ashbyBoard);
    expect(postings[0]).toEqual({
      externalId: '0b9d6c3e-5a8f-4c1d-9e2b-7f6a5d4c3b21',
      title: 'Staff Smart Contract Engineer',
      descriptionHtml: '<p>Design our <strong>vaults</strong>.</p>',
      locationText: 'New York, NY',
      extraLocations: ['Remote (US only)', 'Denver, Colorado, USA', 'Austin, Texas, USA'],
      workplace: 'hybrid',
      countryCode: null,
      employmentText: 'FullTime',
      pay: { currency: 'USD', interval: 'year', min: 150000, max: 180000 },
      payText: '$150K - $180K',
      applyUrl: 'https://jobs.ashbyhq.com/ledgerline/0b9d6c3e-5a8f-4c1d-9e2b-7f6a5d4c3b21/application',
      jobUrl: 'https://jobs.ashbyhq.com/ledgerline/0b9d6c3e-5a8f-4c1d-9e2b-7f6a5d4c3b21',
      publishedAt: new Date('2026-01-10T15:04:05.123Z'),
      updatedAt: null,
      department: 'Engineering',
    });
  });

  it('drops unlisted jobs', () => {
    expect(parse(ashbyBoard).map((posting) => posting.title)).toEqual(['Staff Smart Contract Engineer', 'Growth Marketer', 'Data Analyst']);
  });

  it('does not take pay the employer chose not to show, though Ashby sends the numbers', () => {
    const marketer = parse(ashbyBoard)[1]!;
    expect(marketer).toMatchObject({ pay: null, payText: null, workplace: null, department: 'Marketing' });
  });

  it("merges the tiers' salaries of one currency and interval, skipping a bonus; a country code from the address", () => {
    const analyst = parse(ashbyBoard)[2]!;
    expect(analyst).toMatchObject({
      locationText: 'Berlin, Berlin, DE',
      countryCode: 'de',
      workplace: 'onsite',
      pay: { currency: 'EUR', interval: 'month', min: 4000, max: 5000 },
      payText: '€4K – €5K per month',
    });
  });

  it('builds the board address with the name encoded', () => {
    expect(ashby.url('ledgerline', PRODUCTION_BASES, { skip: 0 }).href).toBe(
      'https://api.ashbyhq.com/posting-api/job-board/ledgerline?includeCompensation=true',
    );
  });

  it('refuses a job without a title or with a wrong type, naming the path', () => {
    const missing = board();
    delete missing.jobs[1]!['title'];
    expect(thrownBy(() => parse(missing))).toMatchObject({
      kind: 'format',
      message: "Ashby's answer is not a job board: jobs[1].title is missing",
    });
    const wrong = board();
    wrong.jobs[0]!['isListed'] = 'yes';
    expect(thrownBy(() => parse(wrong)).message).toBe("Ashby's answer is not a job board: jobs[0].isListed should be true or false");
    expect(thrownBy(() => parse({ apiVersion: '1', jobs: {} })).message).toBe("Ashby's answer is not a job board: jobs should be a list");
  });
});
