import type { ChannelName } from '@chainwork/shared-config/channels';
import type { SqlDatabase } from '../db/database';
import type { ChannelSettings } from './settings';
import type { Fetch } from './http';
import { outboxAdapter } from './outbox-adapter';
import { telegramAdapter, telegramRequest } from './telegram';
import { discordAdapter, discordRequest } from './discord';
import { blueskyAdapter, blueskyRequest } from './bluesky';
import { DEFAULT_BLUESKY_SERVICE } from './settings';
import type { ChannelAdapter } from './types';

/** What the local outbox names as the channel and the account, where no credentials say (public parts only). */
export const LOCAL_TELEGRAM_CHAT_ID = '@chainwork_jobs';
export const LOCAL_BLUESKY_HANDLE = 'chainwork.bsky.social';

/**
 * Each channel's adapter: its real HTTP client when it has credentials, else the local outbox
 * (settings refuse a public site with an enabled channel lacking them, so that is local only).
 */
export function selectChannelAdapter(
  channel: ChannelName,
  deps: { settings: ChannelSettings; db: SqlDatabase; fetch: Fetch; now: () => Date },
): ChannelAdapter {
  const { settings, db, now } = deps;
  switch (channel) {
    case 'telegram':
      return settings.telegram
        ? telegramAdapter(settings.telegram, deps.fetch)
        : outboxAdapter(db, channel, (post) => telegramRequest(post, LOCAL_TELEGRAM_CHAT_ID), now);
    case 'discord':
      return settings.discord
        ? discordAdapter(settings.discord, deps.fetch)
        : outboxAdapter(db, channel, (post) => discordRequest(post, null), now);
    case 'bluesky':
      return settings.bluesky
        ? blueskyAdapter(settings.bluesky, deps.fetch, now)
        : outboxAdapter(db, channel, (post) => blueskyRequest(post, LOCAL_BLUESKY_HANDLE, DEFAULT_BLUESKY_SERVICE, now()), now);
  }
}
