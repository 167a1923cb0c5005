import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRss } from './rss';
import type { FeedJob } from '@chainwork/api';
import { childText, findAll, parseXml } from '../../test/xml';
import { HOSTILE_TEXT } from '../../test/fixtures';

const SITE = 'https://chainwork.example';
const job = (overrides: Partial<FeedJob> = {}): FeedJob => ({
  id: 1,
  Pretty_url: 'rust-engineer-at-ferrous',
  Title: 'Rust Engineer',
  Company: 'Ferrous',
  companySlug: 'ferrous',
  companyLogo: null,
  Date: new Date('2026-11-02T10:00:00Z'),
  Location: 'Remote',
  standardized_location: 'remote',
  locationLabel: 'Remote (Worldwide)',
  numeric_salary: 150000,
  salaryMin: 140000,
  salaryMax: 160000,
  salaryCurrency: 'USD',
  tags: ['rust', 'zk'],
  employmentType: 'FULL_TIME',
  featuredUntil: null,
  employerVerified: false,
  seniority: null,
  Description: '',
  applyUrl: 'https://ferrous.example/apply',
  companyUrl: null,
  validThrough: new Date('2026-12-02T10:00:00Z'),
  expired: false,
  closed: false,
  origin: 'posted',
  pay: null,
  source: null,
  firstSeenAt: null,
  redirectTo: null,
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  ...overrides,
});

describe('buildRss', () => {
  it('is RSS 2.0 with a channel and one item per job, links from the site URL', () => {
    const xml = buildRss([job(), job({ Pretty_url: 'second-role', Title: 'Second', Date: new Date('2026-11-01T00:00:00Z') })], SITE);
    const rss = parseXml(xml);
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const [channel] = findAll(rss, 'channel');
    // The library normalises the channel link to the origin with its slash.
    expect(childText(channel!, 'link')).toBe(`${SITE}/`);
    expect(childText(channel!, 'lastBuildDate')).toBe('Mon, 02 Nov 2026 10:00:00 GMT');
    const items = findAll(rss, 'item');
    expect(items.map((item) => childText(item, 'title'))).toEqual(['Rust Engineer at Ferrous', 'Second at Ferrous']);
    expect(childText(items[0]!, 'link')).toBe(`${SITE}/jobs/rust-engineer-at-ferrous`);
    expect(childText(items[0]!, 'pubDate')).toBe('Mon, 02 Nov 2026 10:00:00 GMT');
    expect(childText(items[0]!, 'description')).toBe('Remote (Worldwide) · $150k a year · rust, zk');
    expect(findAll(items[0]!, 'category').map((c) => c.textContent)).toEqual(['rust', 'zk']);
  });

  it('summarises a description from markdown when the api sends one', () => {
    const items = findAll(parseXml(buildRss([job({ Description: '## Role\n\nBuild **vaults**.' })], SITE)), 'item');
    expect(childText(items[0]!, 'description')).toBe('Role Build vaults.');
  });

  it('stays well-formed with hostile fields, and keeps their text', () => {
    const hostile = job({ Title: `A ${HOSTILE_TEXT} ]]> ]]>`, Company: 'B & "C" <D>', tags: ['<x>', 'a&b'], Description: HOSTILE_TEXT });
    const items = findAll(parseXml(buildRss([hostile], SITE)), 'item');
    expect(childText(items[0]!, 'title')).toContain('</script><script>alert(1)</script>');
    expect(childText(items[0]!, 'title')).toContain('B & "C" <D>');
    expect(findAll(items[0]!, 'category').map((c) => c.textContent)).toEqual(['<x>', 'a&b']);
  });

  it('is well-formed for any text in any field', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), fc.array(fc.string()), (title, company, tags) => {
        expect(() => parseXml(buildRss([job({ Title: title, Company: company, tags, Description: title })], SITE))).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('has no items and still parses when there are no jobs', () => {
    expect(findAll(parseXml(buildRss([], SITE)), 'item')).toEqual([]);
  });
});
