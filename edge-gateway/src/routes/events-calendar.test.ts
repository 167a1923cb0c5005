import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import ICAL from 'ical.js';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import type { ApiService } from '../env';
import type { IcalEvent } from '../feeds/ical';
import { testEnv } from '../../test/test-env';

const events: IcalEvent[] = [
  { slug: 'harbour-meetup-2026-07-02', name: 'Harbour Meetup', kind: 'meetup', format: 'in-person', region: 'europe', city: 'Hamburg',
    startsOn: '2026-07-02', endsOn: '2026-07-02', url: 'https://harbour.example', description: 'Short talks.', sequence: 0, updatedAt: new Date('2026-06-01T00:00:00Z') },
  { slug: 'zk-hack-2026-08-01', name: 'ZK Hack', kind: 'hackathon', format: 'online', region: 'online', city: '',
    startsOn: '2026-08-01', endsOn: '2026-08-02', url: 'https://zk.example', description: 'Build with proofs.', sequence: 1, updatedAt: new Date('2026-06-02T00:00:00Z') },
];

/** The api's content.events contract, over tRPC's real wire format. */
function eventsApi(): ApiService {
  const t = initTRPC.create({ transformer: superjson });
  const router = t.router({
    content: t.router({
      events: t.router({
        feed: t.procedure.query(() => events),
        bySlug: t.procedure.input(z.object({ slug: z.string() })).query(({ input }) => {
          const found = events.find((e) => e.slug === input.slug);
          if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Event not found' });
          return found;
        }),
      }),
    }),
  });
  return { fetch: (request) => fetchRequestHandler({ endpoint: '/trpc', req: request, router }) };
}

const get = (path: string, api: ApiService = eventsApi()) => createApp({ feedTimeoutMs: 500 }).request(path, {}, testEnv(api));

describe('/resources/crypto-events.ics', () => {
  it('serves every event as one iCalendar feed', async () => {
    const response = await get('/resources/crypto-events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'))).toEqual(['Harbour Meetup', 'ZK Hack']);
  });

  it('serves one event as a download with ?event=<slug>', async () => {
    const response = await get('/resources/crypto-events.ics?event=zk-hack-2026-08-01');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zk-hack-2026-08-01.ics"');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(['zk-hack-2026-08-01@127.0.0.1:8787']);
  });

  it('answers 404 for an unknown event and 503 when the api cannot answer', async () => {
    expect((await get('/resources/crypto-events.ics?event=nope')).status).toBe(404);
    const down: ApiService = { fetch: async () => new Response('down', { status: 502 }) };
    const response = await get('/resources/crypto-events.ics', down);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
