/**
 * The api's event procedures for the calendar feed, validated at the boundary:
 *   content.events.feed()          -> the events the feed carries
 *   content.events.bySlug({ slug }) -> one approved event (NOT_FOUND otherwise)
 */
import { z } from 'zod';
import type { ApiService } from '../env';
import { queryApi } from '../api/query';
import type { UpstreamOptions } from '../api/upstream';
import type { FeedResult } from './api-feeds';
import type { IcalEvent } from './ical';

export const EVENTS_FEED_PROCEDURE = 'content.events.feed';
export const EVENT_PROCEDURE = 'content.events.bySlug';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const eventSchema: z.ZodType<IcalEvent> = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string(),
  kind: z.string(),
  format: z.string(),
  region: z.string(),
  city: z.string(),
  startsOn: day,
  endsOn: day,
  url: z.url(),
  description: z.string(),
  sequence: z.number().int().min(0),
  updatedAt: z.date(),
});

export async function calendarEvents(api: ApiService, options: UpstreamOptions): Promise<FeedResult<IcalEvent>> {
  const result = await queryApi(api, EVENTS_FEED_PROCEDURE, undefined, options);
  if (result.kind !== 'data') return { kind: 'unavailable', reason: result.kind === 'error' ? `api error ${result.code}` : result.reason };
  if (!Array.isArray(result.data)) return { kind: 'unavailable', reason: `${EVENTS_FEED_PROCEDURE} did not match the contract` };
  const items = result.data.flatMap((item) => {
    const parsed = eventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (items.length < result.data.length) console.warn(`[gateway] ${EVENTS_FEED_PROCEDURE}: dropped ${result.data.length - items.length} events that did not match the contract`);
  return { kind: 'ok', items };
}

export type OneEvent = { kind: 'found'; event: IcalEvent } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export async function oneEvent(api: ApiService, slug: string, options: UpstreamOptions): Promise<OneEvent> {
  const result = await queryApi(api, EVENT_PROCEDURE, { slug }, options);
  if (result.kind === 'error') return result.code === 'NOT_FOUND' || result.code === 'BAD_REQUEST' ? { kind: 'not-found' } : { kind: 'unavailable', reason: `api error ${result.code}` };
  if (result.kind === 'unavailable') return result;
  const parsed = eventSchema.safeParse(result.data);
  return parsed.success ? { kind: 'found', event: parsed.data } : { kind: 'unavailable', reason: `${EVENT_PROCEDURE} did not match the contract` };
}
