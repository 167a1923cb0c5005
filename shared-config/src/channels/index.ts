/**
 * Channels: where a job that goes live is posted besides the board (the api's src/channels/),
 * and the numbers of their rules, read by the api's consumer and the moderators' health view.
 */

export const CHANNELS = ['telegram', 'discord', 'bluesky'] as const;
export type ChannelName = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<ChannelName, string> = {
  telegram: 'Telegram',
  discord: 'Discord',
  bluesky: 'Bluesky',
};

/** A post's life: waiting, being sent, sent, failed (waiting for its back-off) or parked (an operator's turn). */
export const CHANNEL_POST_STATUSES = ['queued', 'sending', 'sent', 'failed', 'parked'] as const;
export type ChannelPostStatus = (typeof CHANNEL_POST_STATUSES)[number];

/** At most this many posts per channel in any rolling hour (a burst of approvals or an import waits its turn). */
export const CHANNEL_POSTS_PER_HOUR = 10;

/** Failed sends of one post before it is parked for an operator. */
export const CHANNEL_MAX_ATTEMPTS = 5;

/** Back-off after the first failure; each further failure doubles it, up to the ceiling. */
export const CHANNEL_RETRY_BASE_SECONDS = 30;
export const CHANNEL_RETRY_MAX_SECONDS = 3600;

/** How long one provider call may take before it counts as a failure. */
export const CHANNEL_SEND_TIMEOUT_MS = 10_000;

/**
 * A post still marked as being sent this long after it was claimed was cut off mid-send (the
 * Worker stopped): it may or may not have reached the channel, so it is parked for an operator
 * rather than sent again. Far above every adapter's calls together (two for Bluesky).
 */
export const CHANNEL_SEND_INTERRUPTED_MS = 10 * 60_000;

/** The longest error kept on a post or a channel (provider answers are cut, never stored whole). */
export const CHANNEL_ERROR_MAX_LENGTH = 200;
