import { describe, expect, it } from 'vitest';
import { SourceError } from '../types';
import { greenhouseBoard } from './fixtures/greenhouse';
import { greenhouse } from './greenhouse';
import { PRODUCTION_BASES } from './bases';

const page = { url: new URL('https://boards-api.greenhouse.io/v1/boards/zkforge/jobs?content=true') };
const parse = (body: unknown) => greenhouse.parse(JSON.stringify(body), page);
const board = () => structuredClone(greenhouseBoard) as { jobs: Record<string, unknown>[] } & Record<string, unknown>;

describe('greenhouse adapter', () => {
  it('reads every job of a documented board', () => {
    const [rust, operator, community] = parse(greenhouseBoard);
    expect(rust).toEqual({
      externalId: '4012345',
      title: 'Senior Rust Engineer',
      descriptionHtml:
        '<div class="content-intro"><p>ZK Forge builds provers.</p></div><h2>The role</h2><p>Pay &amp; perks: &lt;b&gt; is a tag</p>',
      locationText: 'Remote - United States',
      extraLocations: ['New York, NY, United States'],
      workplace: null,
      countryCode: null,
      employmentText: 'Full-time',
      pay: { currency: 'USD', interval: 'year', min: 130000, max: 190000 },
      payText: 'Annual Salary (Zone 1): Zone 1: New York, San Francisco; Annual Salary (Zone 2): Everywhere else',
      applyUrl: 'https://boards.greenhouse.io/zkforge/jobs/4012345',
      jobUrl: 'https://boards.greenhouse.io/zkforge/jobs/4012345',
      publishedAt: new Date('2026-01-02T14:00:00Z'),
      updatedAt: new Date('2026-01-14T15:55:28Z'),
      department: 'Engineering',
    });
    expect(operator).toMatchObject({
      externalId: '4012399',
      descriptionHtml: '<p>Run our validators.</p>',
      pay: { currency: 'EUR', interval: 'hour', min: 45, max: 60 },
      employmentText: null,
      publishedAt: null,
      department: null,
      applyUrl: 'https://zkforge.example/careers?gh_jid=4012399',
    });
    expect(community).toMatchObject({ pay: null, payText: null, extraLocations: [], descriptionHtml: '<p>Salary: €60-70k</p>' });
  });

  it('decodes the escaped content exactly once (an escaped entity stays an entity)', () => {
    const body = board();
    body.jobs[0]!['content'] = '&lt;p&gt;a &amp;lt;script&amp;gt; b &amp;amp;amp; &#60;i&#x3E;&lt;/p&gt;';
    expect(parse(body)[0]!.descriptionHtml).toBe('<p>a &lt;script&gt; b &amp;amp; <i></p>');
  });

  it('leaves the interval unsaid when the range titles do not name exactly one', () => {
    const body = board();
    body.jobs[0]!['pay_input_ranges'] = [{ min_cents: 100, max_cents: 200, currency_type: 'USD', title: 'Pay range', blurb: null }];
    expect(parse(body)[0]!.pay).toEqual({ currency: 'USD', interval: null, min: 1, max: 2 });
  });

  it('builds the list address with the token encoded', () => {
    expect(greenhouse.url('zkforge', PRODUCTION_BASES, { skip: 0 }).href).toBe(
      'https://boards-api.greenhouse.io/v1/boards/zkforge/jobs?content=true',
    );
  });

  it.each([
    ['a job without a title', (b: ReturnType<typeof board>) => delete b.jobs[1]!['title'], 'jobs[1].title is missing'],
    ['an id that is a string', (b: ReturnType<typeof board>) => (b.jobs[0]!['id'] = '4012345'), 'jobs[0].id should be a number'],
    ['no jobs list', (b: ReturnType<typeof board>) => delete (b as Record<string, unknown>)['jobs'], 'jobs is missing'],
    [
      'a javascript: link',
      (b: ReturnType<typeof board>) => (b.jobs[2]!['absolute_url'] = 'javascript:alert(1)'),
      'jobs[2].absolute_url is not a web address',
    ],
    ['an unreadable date', (b: ReturnType<typeof board>) => (b.jobs[0]!['updated_at'] = 'yesterday'), 'jobs[0].updated_at is not a date'],
  ])('refuses %s as a format error naming the path', (_name, spoil, message) => {
    const body = board();
    spoil(body);
    const error = (() => {
      try {
        parse(body);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind: 'format' });
    expect((error as Error).message).toContain(`Greenhouse's answer is not a job board: ${message}`);
    expect((error as Error).message).not.toContain('Senior Rust');
  });

  it('refuses a body that is not JSON without quoting it', () => {
    expect(() => greenhouse.parse('<html>Service unavailable</html>', page)).toThrow(
      new SourceError("Greenhouse's answer is not JSON", 'format'),
    );
  });
});
