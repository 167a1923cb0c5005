import { describe, expect, it } from 'vitest';
import { directoryParams, eventParams, parseDirectoryParams, parseEventParams } from './filters';
import { eventInputSchema, feedbackInputSchema, fieldErrors, listingSuggestionSchema, webAddressSchema } from './forms';
import { isTurnstileTestSiteKey } from './turnstile';
import { PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from '../text/plain-text';

describe('filters in the URL', () => {
  it('round-trip canonically, in vocabulary order, dropping unknown values', () => {
    const filters = parseDirectoryParams(
      new URLSearchParams('q= gitcoin &type=grant-programme,bank,accelerator&focus=dao,defi,dao&ecosystem=mars'),
    );
    expect(filters).toEqual({ q: 'gitcoin', types: ['accelerator', 'grant-programme'], focus: ['defi', 'dao'] });
    expect(decodeURIComponent(directoryParams(filters).toString())).toBe('q=gitcoin&type=accelerator,grant-programme&focus=defi,dao');
    expect(directoryParams({}).toString()).toBe('');
  });

  it('keep the calendar period, upcoming by default', () => {
    expect(parseEventParams(new URLSearchParams(''))).toEqual({ period: 'upcoming' });
    const past = parseEventParams(new URLSearchParams('when=past&kind=meetup&region=europe'));
    expect(past).toEqual({ period: 'past', kinds: ['meetup'], regions: ['europe'] });
    expect(eventParams(past).toString()).toBe('kind=meetup&region=europe&when=past');
  });
});

describe('form schemas', () => {
  it('accept a web address without a scheme, and refuse what is not one', () => {
    expect(webAddressSchema.parse('grants.example.org/apply')).toBe('https://grants.example.org/apply');
    expect(webAddressSchema.safeParse('not a site').success).toBe(false);
    expect(webAddressSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('keep names, roles, companies, cities and one-line descriptions on one line; messages free of control characters', () => {
    const event = {
      name: 'ETH Oslo',
      kind: 'meetup',
      format: 'in-person',
      region: 'europe',
      city: 'Oslo',
      startsOn: '2026-07-02',
      endsOn: '2026-07-02',
      url: 'x.example',
      description: 'A meetup about many things.',
    };
    expect(eventInputSchema.safeParse(event).success).toBe(true);
    expect(fieldErrors(eventInputSchema.safeParse({ ...event, name: 'ETH\r\nBcc: victim@example.net', city: 'Oslo\n' }).error!)).toEqual({
      name: SINGLE_LINE_MESSAGE,
    });
    expect(fieldErrors(eventInputSchema.safeParse({ ...event, city: 'Os\u2029lo' }).error!)).toEqual({ city: SINGLE_LINE_MESSAGE });
    expect(eventInputSchema.safeParse({ ...event, description: 'A meetup\n\nabout many things.' }).success).toBe(true);
    expect(fieldErrors(eventInputSchema.safeParse({ ...event, description: 'A meetup \u0007about many things.' }).error!)).toEqual({
      description: PLAIN_TEXT_MESSAGE,
    });

    const feedback = {
      name: 'Ada',
      role: 'Engineer',
      company: 'Lumen',
      rating: 5,
      message: 'A board that lists salaries.',
      consent: true,
      turnstileToken: 't',
    };
    expect(feedbackInputSchema.safeParse(feedback).success).toBe(true);
    for (const field of ['name', 'role', 'company'] as const)
      expect(fieldErrors(feedbackInputSchema.safeParse({ ...feedback, [field]: 'A\r\nB' }).error!)).toEqual({
        [field]: SINGLE_LINE_MESSAGE,
      });

    const listing = {
      name: 'Grant DAO',
      type: 'grant-programme',
      website: 'grants.example.org',
      description: 'Grants for public goods.',
      focus: ['defi'],
      location: 'Remote',
      note: 'Line one.\nLine two.',
    };
    expect(listingSuggestionSchema.safeParse(listing).success).toBe(true);
    for (const field of ['name', 'description', 'location'] as const)
      expect(fieldErrors(listingSuggestionSchema.safeParse({ ...listing, [field]: 'A\nB' }).error!)).toEqual({
        [field]: SINGLE_LINE_MESSAGE,
      });
  });

  it('check an event: dates in order and real, a city unless online, online events in the Online region', () => {
    const base = {
      name: 'X',
      kind: 'meetup',
      format: 'in-person',
      region: 'europe',
      city: 'Oslo',
      startsOn: '2026-07-02',
      endsOn: '2026-07-02',
      url: 'x.example',
      description: 'A meetup about building things.',
    };
    expect(eventInputSchema.safeParse(base).success).toBe(true);
    const errors = (input: object) => {
      const r = eventInputSchema.safeParse({ ...base, ...input });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors({ endsOn: '2026-07-01' })).toEqual({ endsOn: 'The end date is before the start date' });
    expect(errors({ startsOn: '2026-02-30', endsOn: '2026-03-01' })).toEqual({ startsOn: 'Please choose a real date' });
    expect(errors({ city: '' })).toEqual({ city: 'Please enter the city' });
    expect(errors({ format: 'online', region: 'europe', city: '' })).toEqual({ region: 'An online event has the region Online' });
  });

  it('need consent and a rating for feedback', () => {
    const result = feedbackInputSchema.safeParse({
      name: 'A',
      role: 'B',
      rating: 0,
      message: 'x'.repeat(20),
      consent: false,
      turnstileToken: 't',
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      rating: 'Please choose a rating',
      consent: 'Please agree so that we can publish your words',
    });
  });
});

it('tells the documented Turnstile test site keys apart', () => {
  expect(isTurnstileTestSiteKey('1x00000000000000000000AA')).toBe(true);
  expect(isTurnstileTestSiteKey('0x4AAAAAAA-real-key')).toBe(false);
});
