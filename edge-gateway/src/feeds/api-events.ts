/**
 * The api's event procedures for the calendar feed, through the typed client (src/api/client.ts):
 *   content.events.feed()           -> the events the feed carries
 *   content.events.bySlug({ slug }) -> one approved event (NOT_FOUND otherwise)
 */
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { UpstreamOptions } from '../api/upstream';
import type { FeedResult } from './api-feeds';
import type { IcalEvent } from './ical';

export async function calendarEvents(api: ApiService, options: UpstreamOptions): Promise<FeedResult<IcalEvent>> {
  try {
    return { kind: 'ok', items: await apiClient(api, options).content.events.feed.query() };
  } catch (error) {
    const failure = classifyFailure(error);
    return { kind: 'unavailable', reason: failure.kind === 'error' ? `api error ${failure.code}` : failure.reason };
  }
}

export type OneEvent = { kind: 'found'; event: IcalEvent } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export async function oneEvent(api: ApiService, slug: string, options: UpstreamOptions): Promise<OneEvent> {
  try {
    return { kind: 'found', event: await apiClient(api, options).content.events.bySlug.query({ slug }) };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'unavailable') return failure;
    return failure.code === 'NOT_FOUND' || failure.code === 'BAD_REQUEST'
      ? { kind: 'not-found' }
      : { kind: 'unavailable', reason: `api error ${failure.code}` };
  }
}
