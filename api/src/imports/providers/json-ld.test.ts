import { describe, expect, it } from 'vitest';
import { careersPage, pageWithoutPostings } from './fixtures/careers-page';
import { careersPageUrl, jsonLd } from './json-ld';
import { PRODUCTION_BASES } from './bases';
import { thrownBy } from './test-support';

const url = new URL('https://blockwave.example/careers');
const parse = (html: string) => jsonLd.parse(html, { url });

describe('JSON-LD adapter', () => {
  it("finds the postings of every ld+json block: @graph, lists, a page's mainEntity; skips broken blocks and commented-out scripts", () => {
    expect(parse(careersPage).map((posting) => posting.title)).toEqual([
      'Senior Solidity Engineer',
      'Validator Ops (hourly)',
      'Community Manager',
      'Designer',
    ]);
  });

  it('reads identifier, salary, remote and applicant locations', () => {
    expect(parse(careersPage)[0]).toEqual({
      externalId: 'BW-101',
      title: 'Senior Solidity Engineer',
      descriptionHtml: '<p>Write <em>safe</em> contracts.</p>',
      locationText: '',
      extraLocations: ['Germany', 'France'],
      workplace: 'remote',
      countryCode: null,
      employmentText: 'FULL_TIME, CONTRACTOR',
      pay: { currency: 'EUR', interval: 'year', min: 90000, max: 120000 },
      payText: null,
      applyUrl: 'https://blockwave.example/careers/senior-solidity-engineer',
      jobUrl: 'https://blockwave.example/careers/senior-solidity-engineer',
      publishedAt: new Date('2026-01-05T00:00:00Z'),
      updatedAt: null,
      department: null,
    });
  });

  it('reads a single value, a numeric identifier, a Place, and an escaped description once', () => {
    expect(parse(careersPage)[1]).toMatchObject({
      externalId: '4711',
      descriptionHtml: '<p>Keep nodes up.</p>',
      locationText: 'Berlin, BE, DE',
      countryCode: 'de',
      workplace: null,
      employmentText: 'PART_TIME',
      pay: { currency: 'USD', interval: 'hour', min: 45, max: 45 },
      jobUrl: 'https://blockwave.example/careers/validator-ops',
    });
  });

  it('tolerates strings where objects belong; a posting without id or url gets a stable hash of its title and the page', () => {
    const community = parse(careersPage)[2]!;
    expect(community).toMatchObject({
      locationText: 'Lisbon, Portugal',
      extraLocations: ['Porto, Portugal'],
      pay: null,
      payText: 'Competitive',
      jobUrl: 'https://blockwave.example/careers',
      applyUrl: 'https://blockwave.example/careers',
    });
    expect(community.externalId).toMatch(/^h-[0-9a-f]{16}$/);
    expect(parse(careersPage)[2]!.externalId).toBe(community.externalId);
    expect(jsonLd.parse(careersPage, { url: new URL('https://blockwave.example/jobs') })[2]!.externalId).not.toBe(community.externalId);
  });

  it('takes the url as the id when there is no identifier; TELECOMMUTE in a list; one requirement; raw line breaks', () => {
    expect(parse(careersPage)[3]).toMatchObject({
      externalId: 'https://blockwave.example/careers/designer',
      workplace: 'remote',
      extraLocations: ['USA'],
      descriptionHtml: '<p>Line one line two</p>',
    });
  });

  it("never takes a javascript: address as the posting's link", () => {
    const page = `<script type="application/ld+json">{"@type":"JobPosting","title":"T","description":"D","url":"javascript:alert(1)"}</script>`;
    expect(parse(page)[0]).toMatchObject({ jobUrl: 'https://blockwave.example/careers', applyUrl: 'https://blockwave.example/careers' });
  });

  it('counts a posting listed twice once', () => {
    const block = `<script type="application/ld+json">{"@type":"JobPosting","identifier":"x1","title":"T","description":"D"}</script>`;
    expect(parse(block + block)).toHaveLength(1);
  });

  it('calls a page without a JobPosting a format error', () => {
    for (const page of [pageWithoutPostings, '<html><body>Careers</body></html>'])
      expect(thrownBy(() => parse(page))).toMatchObject({
        kind: 'format',
        message: "The careers page's answer has no job postings: no schema.org JobPosting in its JSON-LD",
      });
  });

  it('refuses a JobPosting without a title or with a description that is not text, naming which', () => {
    const page = `<script type="application/ld+json">[{"@type":"JobPosting","title":"A","description":"x"},{"@type":"JobPosting","description":"y"}]</script>`;
    expect(thrownBy(() => parse(page))).toMatchObject({
      kind: 'format',
      message: "The careers page's answer is not a list of job postings: JobPosting[1].title is missing",
    });
    const wrong = `<script type="application/ld+json">{"@type":"JobPosting","title":"A","description":{"html":"x"}}</script>`;
    expect(thrownBy(() => parse(wrong)).message).toBe(
      "The careers page's answer is not a list of job postings: JobPosting[0].description should be a string",
    );
  });

  it('fetches a stand-in path only when there is a stand-in, and only public https pages', () => {
    const standin = { ...PRODUCTION_BASES, jsonld: 'http://127.0.0.1:8790' };
    expect(careersPageUrl('/careers/blockwave', standin).href).toBe('http://127.0.0.1:8790/careers/blockwave');
    expect(thrownBy(() => careersPageUrl('/careers/blockwave', PRODUCTION_BASES))).toMatchObject({ kind: 'refused' });
    expect(thrownBy(() => careersPageUrl('https://169.254.169.254/latest', standin))).toMatchObject({ kind: 'refused' });
    expect(careersPageUrl('https://blockwave.example/careers', PRODUCTION_BASES).href).toBe('https://blockwave.example/careers');
  });
});
