import type { ChannelName } from '@chainwork/shared-config/channels';

/** A live job as every channel words it: read from `jobs` when the post is sent (job-post.ts). */
export interface ChannelPost {
  slug: string;
  title: string;
  company: string;
  /** Where the job is ("Remote, Europe", "Berlin"). */
  location: string;
  /** "$140k – $180k a year", or null when the job names no pay. */
  salary: string | null;
  tags: readonly string[];
  /** The job page, absolute (the link every post carries and previews). */
  url: string;
  featured: boolean;
  postedAt: Date;
}

/** What a channel calls the post it made. */
export interface SentPost {
  messageId: string;
}

/** One channel: its real HTTP client, or the local outbox in its place. */
export interface ChannelAdapter {
  readonly channel: ChannelName;
  send(post: ChannelPost): Promise<SentPost>;
}

/**
 * A send that failed, with a short reason fit to store and show operators: a status and the
 * provider's own short description, never a token, a URL with a secret, or a whole answer.
 */
export class ChannelSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChannelSendError';
  }
}

/** The request an adapter makes: the outbox records exactly this (with `url` free of secrets). */
export interface ChannelRequest {
  /** The address with every secret replaced by `***`: what the outbox and the logs may show. */
  shownUrl: string;
  body: unknown;
}
