import type { ChannelName } from '@chainwork/shared-config/channels';
import type { SqlDatabase } from '../db/database';
import type { ChannelAdapter, ChannelPost, ChannelRequest } from './types';

/**
 * A channel with no credentials on a site on this machine: the request its real adapter would
 * make (the same builder, so the same JSON body) goes to `channel_outbox`, shown at /dev/outbox.
 */
export function outboxAdapter(
  db: SqlDatabase,
  channel: ChannelName,
  request: (post: ChannelPost) => ChannelRequest,
  now: () => Date,
): ChannelAdapter {
  return {
    channel,
    async send(post) {
      const { shownUrl, body } = request(post);
      const row = await db
        .prepare('INSERT INTO channel_outbox (channel, job_slug, url, body_json, created_at) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id')
        .bind(channel, post.slug, shownUrl, JSON.stringify(body), now().getTime())
        .first<{ id: number }>();
      return { messageId: `outbox-${row?.id ?? 0}` };
    },
  };
}

export interface ChannelOutboxRow {
  id: number;
  channel: ChannelName;
  job_slug: string;
  url: string;
  body_json: string;
  created_at: number;
}

export async function listChannelOutbox(db: SqlDatabase, limit: number): Promise<ChannelOutboxRow[]> {
  const { results } = await db
    .prepare('SELECT id, channel, job_slug, url, body_json, created_at FROM channel_outbox ORDER BY created_at DESC, id DESC LIMIT ?1')
    .bind(limit)
    .all<ChannelOutboxRow>();
  return results;
}
