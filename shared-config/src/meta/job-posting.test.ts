import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JOB_VALIDITY_MS } from '../constants';
import { isExpired, jobPostingJsonLd, serializeJsonForScript, type JobForMeta } from './job-posting';

const SITE = 'https://chainwork.example';
const base: JobForMeta = {
  Title: 'Senior Solidity Engineer',
  Company: 'Lumen Labs',
  Description: '## Role\n\nBuild **vaults**.',
  Date: new Date('2026-11-01T10:00:00.000Z'),
  Pretty_url: 'senior-solidity-engineer-lumen-labs-4k2f',
  Location: 'Remote (Europe)',
  standardized_location: 'remote-europe',
  numeric_salary: 165000,
};

describe('jobPostingJsonLd', () => {
  it('follows spec point 9 for a remote job', () => {
    const ld = jobPostingJsonLd(base, SITE);
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe('Senior Solidity Engineer');
    expect(ld.datePosted).toBe('2026-11-01T10:00:00.000Z');
    expect(ld.validThrough).toBe(new Date(base.Date.getTime() + 2_592_000_000).toISOString());
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 165000, unitText: 'YEAR' },
    });
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Remote' } });
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'AdministrativeArea', name: 'Europe' });
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Lumen Labs' });
    expect(ld.description).toBe('Role Build vaults.');
    expect(ld.url).toBe(`${SITE}/jobs/senior-solidity-engineer-lumen-labs-4k2f`);
  });

  it('uses Location for an on-site job and omits telecommute fields', () => {
    const ld = jobPostingJsonLd({ ...base, Location: 'Berlin, Germany', standardized_location: 'berlin' }, SITE);
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin, Germany', addressCountry: 'DE' },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it("treats any standardized_location containing 'remote' as remote, case-insensitively", () => {
    const ld = jobPostingJsonLd({ ...base, standardized_location: 'REMOTE' }, SITE);
    expect((ld.jobLocation as { address: { addressLocality: string } }).address.addressLocality).toBe('Remote');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it('names the country for a country-scoped remote job', () => {
    const ld = jobPostingJsonLd({ ...base, standardized_location: 'remote-us' }, SITE);
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'United States' });
  });

  it("states an imported job's pay as the company published it, not the yearly USD figure of the filter", () => {
    const ld = jobPostingJsonLd({ ...base, pay: { currency: 'EUR', interval: 'hour', min: 45, max: 60 } }, SITE);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 45, maxValue: 60, unitText: 'HOUR' },
    });
  });

  it('omits baseSalary when there is no numeric salary', () => {
    expect(jobPostingJsonLd({ ...base, numeric_salary: null }, SITE)).not.toHaveProperty('baseSalary');
  });

  it('keeps an employment type the job states', () => {
    expect(jobPostingJsonLd({ ...base, employmentType: 'CONTRACTOR' }, SITE).employmentType).toBe('CONTRACTOR');
  });
});

describe('isExpired', () => {
  it('is live until Date + 30 days', () => {
    const posted = new Date('2026-10-01T00:00:00Z');
    expect(isExpired(posted, new Date(posted.getTime() + JOB_VALIDITY_MS - 1))).toBe(false);
    expect(isExpired(posted, new Date(posted.getTime() + JOB_VALIDITY_MS))).toBe(true);
  });
});

describe('serializeJsonForScript', () => {
  it('escapes what could close the tag or open a comment', () => {
    const out = serializeJsonForScript({ t: '</script><!-- & \u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ t: '</script><!-- & \u2028\u2029' });
  });

  it('round-trips any string and never emits a raw < or >', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = serializeJsonForScript({ s });
        expect(out).not.toMatch(/[<>]/);
        expect(JSON.parse(out)).toEqual({ s });
      }),
    );
  });
});
