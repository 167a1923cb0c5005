import { env } from 'cloudflare:workers';
import { CONTENT_LIMITS } from '@chainwork/shared-config/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPLOYER, contentCaller, resetContent } from '../../../test/content';
import { importEvents } from '../../content/events/import-events';
import { refreshSampleEvents } from '../../content/events/sample-events';

const NOW = new Date('2026-06-01T12:00:00Z');
const at = (now: Date = NOW) => contentCaller({ now: () => now });

describe('content.events', () => {
  beforeEach(resetContent);

  it('seeds fictional samples relative to today, upcoming and past, idempotently', async () => {
    await refreshSampleEvents(env.DB, NOW);
    await refreshSampleEvents(env.DB, NOW);
    const upcoming = await at().content.events.list({});
    const past = await at().content.events.list({ period: 'past' });
    expect(upcoming.length).toBeGreaterThan(5);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.sample && e.endsOn >= '2026-06-01' && e.url.endsWith('.example'))).toBe(true);
    expect(upcoming.map((e) => e.startsOn)).toEqual([...upcoming.map((e) => e.startsOn)].sort());
    expect(past.every((e) => e.endsOn < '2026-06-01')).toBe(true);
  });

  it('filters by kind, format and region', async () => {
    await refreshSampleEvents(env.DB, NOW);
    const hackathons = await at().content.events.list({ kinds: ['hackathon'] });
    expect(hackathons.length).toBeGreaterThan(0);
    expect(hackathons.every((e) => e.kind === 'hackathon')).toBe(true);
    const online = await at().content.events.list({ formats: ['online'], regions: ['online'] });
    expect(online.every((e) => e.format === 'online')).toBe(true);
  });

  it('validates submissions: dates in order, a city for in-person events', async () => {
    const caller = contentCaller({ identity: EMPLOYER });
    const base = {
      name: 'X Conf',
      kind: 'conference',
      format: 'in-person',
      region: 'europe',
      city: '',
      startsOn: '2026-07-02',
      endsOn: '2026-07-01',
      url: 'https://x.example',
      description: 'A conference about many things.',
    } as const;
    const error = await caller.content.events.submit(base).then(
      () => new Error('accepted'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toContain('The end date is before the start date');
    expect(error.message).toContain('Please enter the city');
  });

  it.each([
    ['an ordinary long name', 'European Blockchain Convention Barcelona'],
    ['the longest name the schema allows', 'Decentralised Finance and Zero Knowledge '.repeat(3).slice(0, CONTENT_LIMITS.eventNameMax)],
  ])('gives %s a slug, and the same name on the same day a suffixed one', async (_label, name) => {
    expect(name.length).toBeLessThanOrEqual(CONTENT_LIMITS.eventNameMax);
    // Other events on the calendar: the slug lookup compares the new name against their slugs.
    await refreshSampleEvents(env.DB, NOW);
    const caller = contentCaller({ identity: EMPLOYER, now: () => NOW });
    const event = {
      name,
      kind: 'conference',
      format: 'in-person',
      region: 'europe',
      city: 'Barcelona',
      startsOn: '2026-07-01',
      endsOn: '2026-07-03',
      url: 'https://eblockchainconvention.example',
      description: 'The conference of the European blockchain ecosystem.',
    } as const;
    await expect(caller.content.events.submit(event)).resolves.toEqual({ received: true });
    await expect(caller.content.events.submit(event)).resolves.toEqual({ received: true });
    const { results } = await env.DB.prepare('SELECT slug FROM events WHERE name = ?1 ORDER BY id')
      .bind(name.trim())
      .all<{ slug: string }>();
    const base = results[0]!.slug;
    expect(base).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-2026-07-01$/);
    expect(results.map((row) => row.slug)).toEqual([base, `${base}-2`]);
  });

  it('gives each of several submissions of one name and day, sent at the same moment, a slug of its own', async () => {
    const event = {
      name: 'Rollup Day Lisbon',
      kind: 'meetup',
      format: 'in-person',
      region: 'europe',
      city: 'Lisbon',
      startsOn: '2026-09-04',
      endsOn: '2026-09-04',
      url: 'https://rollupday.example',
      description: 'An evening of talks about rollups, provers and the people who run them.',
    } as const;
    // Different people on different networks, each within their own limit, all at once.
    const callers = Array.from({ length: 6 }, (_, i) => contentCaller({ identity: EMPLOYER, now: () => NOW, clientKey: `racer-${i}` }));
    const answers = await Promise.allSettled(callers.map((caller) => caller.content.events.submit(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill('fulfilled'));
    const { results } = await env.DB.prepare("SELECT slug FROM events WHERE name = 'Rollup Day Lisbon' ORDER BY slug").all<{
      slug: string;
    }>();
    const base = 'rollup-day-lisbon-2026-09-04';
    expect(results.map((row) => row.slug).sort()).toEqual([base, ...[2, 3, 4, 5, 6].map((n) => `${base}-${n}`)].sort());
  });

  it('imports a file of events once: a second import changes nothing, an edit bumps SEQUENCE', async () => {
    const events = [
      {
        name: 'Real Conf',
        kind: 'conference',
        format: 'online',
        region: 'online',
        city: '',
        startsOn: '2026-09-01',
        endsOn: '2026-09-02',
        url: 'https://realconf.example',
        description: 'An online conference for builders.',
      },
    ];
    const file = (list: unknown[]) => ({ path: 'events.json', text: JSON.stringify({ events: list }) });
    expect(await importEvents(env.DB, file(events), NOW)).toEqual({ added: 1, updated: 0, unchanged: 0 });
    expect(await importEvents(env.DB, file(events), NOW)).toEqual({ added: 0, updated: 0, unchanged: 1 });
    expect(await importEvents(env.DB, file([{ ...events[0], description: 'An online conference for protocol builders.' }]), NOW)).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await at().content.events.bySlug({ slug: 'real-conf-2026-09-01' })).toMatchObject({ sequence: 1, sample: false });
    await expect(importEvents(env.DB, file([{ ...events[0], kind: 'party' }]), NOW)).rejects.toThrow(
      'events.json: events[0].kind: Please choose the kind of event',
    );
  });

  it('answers NOT_FOUND for an unknown or unpublished event', async () => {
    await expect(at().content.events.bySlug({ slug: 'nothing-here' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Event not found',
    });
  });
});
