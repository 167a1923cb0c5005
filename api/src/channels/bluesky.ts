/**
 * Bluesky: a session from the account's handle and app password (com.atproto.server.createSession),
 * then an app.bsky.feed.post record (com.atproto.repo.createRecord) whose text ends with the job's
 * address, made a link by a facet (UTF-8 byte offsets, end exclusive), and an
 * app.bsky.embed.external link card for the job.
 * https://docs.bsky.app/docs/advanced-guides/posts, .../post-richtext
 */
import { z } from 'zod';
import type { BlueskyConfig } from './settings';
import { postJson, type Fetch } from './http';
import { ChannelSendError, type ChannelAdapter, type ChannelPost, type ChannelRequest } from './types';

/** app.bsky.feed.post's text limit, in graphemes. */
const TEXT_MAX_GRAPHEMES = 300;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The post's words, then the link on its own line; the words are cut (never the link) to fit. */
export function blueskyText(post: ChannelPost): { text: string; linkStart: number; linkEnd: number } {
  const words = [
    `${post.featured ? '⭐ ' : ''}${post.title} at ${post.company}`,
    `📍 ${post.location}`,
    ...(post.salary ? [`💰 ${post.salary}`] : []),
  ].join('\n');
  const room = TEXT_MAX_GRAPHEMES - graphemes(post.url).length - 1;
  const parts = graphemes(words);
  const fitted = parts.length <= room ? words : `${parts.slice(0, room - 1).join('')}…`;
  const text = `${fitted}\n${post.url}`;
  const linkStart = utf8Length(`${fitted}\n`);
  return { text, linkStart, linkEnd: linkStart + utf8Length(post.url) };
}

export function blueskyRecord(post: ChannelPost, createdAt: Date) {
  const { text, linkStart, linkEnd } = blueskyText(post);
  return {
    $type: 'app.bsky.feed.post',
    text,
    createdAt: createdAt.toISOString(),
    langs: ['en'],
    facets: [
      {
        index: { byteStart: linkStart, byteEnd: linkEnd },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: post.url }],
      },
    ],
    embed: {
      $type: 'app.bsky.embed.external',
      external: {
        uri: post.url,
        title: `${post.title} at ${post.company}`,
        description: [post.location, post.salary].filter(Boolean).join(' · '),
      },
    },
  };
}

/** createRecord's body; `repo` is the session's DID (the handle in the local outbox, which has no session). */
export function blueskyRequest(post: ChannelPost, repo: string, service: string, createdAt: Date): ChannelRequest {
  return {
    shownUrl: `${service}/xrpc/com.atproto.repo.createRecord`,
    body: { repo, collection: 'app.bsky.feed.post', record: blueskyRecord(post, createdAt) },
  };
}

const sessionSchema = z.object({ accessJwt: z.string().min(1), did: z.string().startsWith('did:') });
const recordSchema = z.object({ uri: z.string().startsWith('at://'), cid: z.string() });
const errorSchema = z.object({ error: z.string().optional(), message: z.string().optional() });
const describe = (body: unknown) => {
  const parsed = errorSchema.safeParse(body).data;
  return parsed ? [parsed.error, parsed.message].filter(Boolean).join(': ') || null : null;
};

export function blueskyAdapter(config: BlueskyConfig, fetchFn: Fetch, now: () => Date): ChannelAdapter {
  return {
    channel: 'bluesky',
    async send(post) {
      const session = sessionSchema.safeParse(
        await postJson(
          fetchFn,
          `${config.service}/xrpc/com.atproto.server.createSession`,
          { identifier: config.handle, password: config.appPassword },
          { label: 'Bluesky createSession', describe },
        ),
      );
      if (!session.success) throw new ChannelSendError('Bluesky createSession: an answer without a session');
      const request = blueskyRequest(post, session.data.did, config.service, now());
      const answer = recordSchema.safeParse(
        await postJson(fetchFn, `${config.service}/xrpc/com.atproto.repo.createRecord`, request.body, {
          label: 'Bluesky createRecord',
          describe,
          headers: { authorization: `Bearer ${session.data.accessJwt}` },
        }),
      );
      if (!answer.success) throw new ChannelSendError('Bluesky createRecord: an answer without the record URI');
      return { messageId: answer.data.uri };
    },
  };
}
