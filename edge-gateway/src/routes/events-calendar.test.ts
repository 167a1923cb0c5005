import { env } from 'cloudflare:workers';
import { importEvents } from '@chainwork/api/content';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ApiService } from '../env';
import { realApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { DAY_MS } from '@chainwork/shared-config/time';

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const meetupDay = inDays(30);
const hackStart = inDays(60);

/** The real api over the test D1, holding exactly two approved events (imported with the api's own code). */
let eventsApi: ApiService;
beforeAll(async () => {
  eventsApi = await realApi();
  await env.API_DB.prepare('DELETE FROM events').run();
  await importEvents(env.API_DB, {
    path: 'events-calendar.test.json',
    text: JSON.stringify({
      events: [
        {
          name: 'Harbour Meetup',
          kind: 'meetup',
          format: 'in-person',
          region: 'europe',
          city: 'Hamburg',
          startsOn: meetupDay,
          endsOn: meetupDay,
          url: 'https://harbour.example',
          description: 'Short talks about building on chain, with time to meet.',
        },
        {
          name: 'ZK Hack',
          kind: 'hackathon',
          format: 'online',
          region: 'online',
          city: '',
          startsOn: hackStart,
          endsOn: inDays(61),
          url: 'https://zk.example',
          description: 'Build with zero-knowledge proofs over a weekend, online.',
        },
      ],
    }),
  });
});

const get = (path: string, api: ApiService = eventsApi) => createApp({ feedTimeoutMs: 500 }).request(path, {}, testEnv(api));

describe('/resources/crypto-events.ics', () => {
  it('serves every event as one iCalendar feed', async () => {
    const response = await get('/resources/crypto-events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'))).toEqual(['Harbour Meetup', 'ZK Hack']);
  });

  it('serves one event as a download with ?event=<slug>', async () => {
    const response = await get(`/resources/crypto-events.ics?event=zk-hack-${hackStart}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="zk-hack-${hackStart}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual([
      `zk-hack-${hackStart}@127.0.0.1:8787`,
    ]);
  });

  it('answers 404 for an unknown event and 503 when the api cannot answer', async () => {
    expect((await get('/resources/crypto-events.ics?event=nope')).status).toBe(404);
    const down: ApiService = { fetch: async () => new Response('down', { status: 502 }) };
    const response = await get('/resources/crypto-events.ics', down);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
