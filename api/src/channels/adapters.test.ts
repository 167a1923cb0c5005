import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blueskyAdapter, blueskyText } from './bluesky';
import { discordAdapter, plainDiscordText, shownDiscordText } from './discord';
import { telegramAdapter } from './telegram';
import { ChannelSendError, type ChannelPost } from './types';

const post: ChannelPost = {
  slug: 'senior-rust-engineer-provers-lumen-labs-1a2b3c4d',
  title: 'Senior Rust Engineer, Provers',
  company: 'Lumen Labs',
  location: 'Remote, Europe',
  salary: '$140K – $180K',
  tags: ['rust', 'zero-knowledge'],
  url: 'https://chainwork.example/jobs/senior-rust-engineer-provers-lumen-labs-1a2b3c4d',
  featured: true,
  postedAt: new Date('2026-06-01T12:00:00.000Z'),
};

interface Call {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** The providers' side of the wire: records each request and answers from the script, in order. */
function fakeFetch(...answers: Array<{ status: number; body: unknown } | 'network-error'>) {
  const calls: Call[] = [];
  const fetchFn = async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: JSON.parse(String(init.body)),
    });
    const answer = answers.shift();
    if (!answer || answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchFn };
}

async function sendError(promise: Promise<unknown>): Promise<ChannelSendError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ChannelSendError);
  return error as ChannelSendError;
}

describe('Telegram adapter (Bot API sendMessage)', () => {
  const config = { botToken: '123456:ABC-secret-token', chatId: '@chainwork_jobs' };

  it('POSTs sendMessage with chat_id, the text and link_preview_options for the job, and keeps the message_id', async () => {
    const { calls, fetchFn } = fakeFetch({ status: 200, body: { ok: true, result: { message_id: 42, date: 1, chat: { id: -100 } } } });
    const sent = await telegramAdapter(config, fetchFn).send(post);
    expect(sent).toEqual({ messageId: '42' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.telegram.org/bot123456:ABC-secret-token/sendMessage');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({
      chat_id: '@chainwork_jobs',
      text: `⭐ Senior Rust Engineer, Provers\n🏢 Lumen Labs\n📍 Remote, Europe\n💰 $140K – $180K\n#rust #zero_knowledge\n\n${post.url}`,
      link_preview_options: { url: post.url, prefer_large_media: true, show_above_text: false },
    });
  });

  it("fails with Telegram's description, never the token", async () => {
    const { fetchFn } = fakeFetch({
      status: 403,
      body: { ok: false, error_code: 403, description: 'Forbidden: bot is not a member of the channel chat' },
    });
    const error = await sendError(telegramAdapter(config, fetchFn).send(post));
    expect(error.message).toBe('Telegram sendMessage: HTTP 403 Forbidden: bot is not a member of the channel chat');
    expect(error.message).not.toContain('secret');
    const unreachable = fakeFetch('network-error');
    expect((await sendError(telegramAdapter(config, unreachable.fetchFn).send(post))).message).toBe(
      'Telegram sendMessage: could not connect',
    );
  });
});

describe('Discord adapter (execute webhook)', () => {
  const config = { webhookUrl: 'https://discord.com/api/webhooks/111/secret-webhook-token' };

  it('POSTs the webhook with wait=true and one embed (title, url, description, fields, color, timestamp), mentions off', async () => {
    const { calls, fetchFn } = fakeFetch({ status: 200, body: { id: '1234567890', channel_id: '99', content: '' } });
    expect(await discordAdapter(config, fetchFn).send(post)).toEqual({ messageId: '1234567890' });
    expect(calls[0]!.url).toBe('https://discord.com/api/webhooks/111/secret-webhook-token?wait=true');
    expect(calls[0]!.body).toEqual({
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: '⭐ Senior Rust Engineer, Provers',
          url: post.url,
          description: 'Lumen Labs is hiring\\: Senior Rust Engineer, Provers',
          color: 0x7c3aed,
          fields: [
            { name: 'Company', value: 'Lumen Labs', inline: true },
            { name: 'Location', value: 'Remote, Europe', inline: true },
            { name: 'Salary', value: '$140K – $180K', inline: true },
            { name: 'Skills', value: 'rust, zero\\-knowledge', inline: false },
          ],
          timestamp: '2026-06-01T12:00:00.000Z',
        },
      ],
    });
  });

  it("shows a job's words as written: no masked link, heading or auto-link typed into them renders", async () => {
    const { calls, fetchFn } = fakeFetch({ status: 200, body: { id: '1' } });
    await discordAdapter(config, fetchFn).send({ ...post, title: '[Claim your airdrop](https://evil.example) ||now||', company: '# Big' });
    const [embed] = (calls[0]!.body as { embeds: Array<{ description: string; fields: Array<{ value: string }> }> }).embeds;
    expect(embed!.description).toBe('\\# Big is hiring\\: \\[Claim your airdrop\\]\\(https\\://evil.example\\) \\|\\|now\\|\\|');
    expect(embed!.fields[0]!.value).toBe('\\# Big');
  });

  it('a reader sees exactly the words the job has: the escapes show as the characters they escape', () => {
    expect(shownDiscordText('\\# Big is hiring\\: \\[Claim\\]\\(https\\://evil.example\\)')).toBe(
      '# Big is hiring: [Claim](https://evil.example)',
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => shownDiscordText(plainDiscordText(text)) === text));
  });

  it("fails with Discord's message and status, never the webhook's address", async () => {
    const { fetchFn } = fakeFetch({ status: 404, body: { message: 'Unknown Webhook', code: 10015 } });
    const error = await sendError(discordAdapter(config, fetchFn).send(post));
    expect(error.message).toBe('Discord webhook: HTTP 404 Unknown Webhook');
    expect(error.message).not.toContain('secret');
  });
});

describe('Bluesky adapter (createSession, then createRecord of app.bsky.feed.post)', () => {
  const config = { service: 'https://bsky.social', handle: 'chainwork.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' };
  const now = () => new Date('2026-06-01T12:30:00.000Z');

  it('opens a session with the handle and app password, then creates the post with a link facet and an external card', async () => {
    const { calls, fetchFn } = fakeFetch(
      { status: 200, body: { accessJwt: 'jwt-access', refreshJwt: 'jwt-refresh', handle: config.handle, did: 'did:plc:abc123' } },
      { status: 200, body: { uri: 'at://did:plc:abc123/app.bsky.feed.post/3k4duaz5vfs2b', cid: 'bafyrei' } },
    );
    expect(await blueskyAdapter(config, fetchFn, now).send(post)).toEqual({
      messageId: 'at://did:plc:abc123/app.bsky.feed.post/3k4duaz5vfs2b',
    });
    expect(calls[0]!.url).toBe('https://bsky.social/xrpc/com.atproto.server.createSession');
    expect(calls[0]!.body).toEqual({ identifier: 'chainwork.bsky.social', password: 'abcd-efgh-ijkl-mnop' });
    expect(calls[1]!.url).toBe('https://bsky.social/xrpc/com.atproto.repo.createRecord');
    expect(calls[1]!.headers.authorization).toBe('Bearer jwt-access');
    const text = `⭐ Senior Rust Engineer, Provers at Lumen Labs\n📍 Remote, Europe\n💰 $140K – $180K\n${post.url}`;
    const bytes = new TextEncoder().encode(text);
    const linkStart = bytes.length - new TextEncoder().encode(post.url).length;
    expect(calls[1]!.body).toEqual({
      repo: 'did:plc:abc123',
      collection: 'app.bsky.feed.post',
      record: {
        $type: 'app.bsky.feed.post',
        text,
        createdAt: '2026-06-01T12:30:00.000Z',
        langs: ['en'],
        facets: [
          { index: { byteStart: linkStart, byteEnd: bytes.length }, features: [{ $type: 'app.bsky.richtext.facet#link', uri: post.url }] },
        ],
        embed: {
          $type: 'app.bsky.embed.external',
          external: { uri: post.url, title: 'Senior Rust Engineer, Provers at Lumen Labs', description: 'Remote, Europe · $140K – $180K' },
        },
      },
    });
    // The facet's byte range covers exactly the link, emoji before it counted in UTF-8 bytes.
    expect(new TextDecoder().decode(bytes.slice(linkStart))).toBe(post.url);
  });

  it('keeps a long post within 300 graphemes by cutting the words, never the link', () => {
    const long = { ...post, title: 'Protocol Engineer '.repeat(30).trim() };
    const { text, linkStart, linkEnd } = blueskyText(long);
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)]).toHaveLength(300);
    expect(text.endsWith(`…\n${post.url}`)).toBe(true);
    expect(new TextDecoder().decode(new TextEncoder().encode(text).slice(linkStart, linkEnd))).toBe(post.url);
  });

  it('fails on a refused session without creating anything, naming the error, never the password', async () => {
    const { calls, fetchFn } = fakeFetch({
      status: 401,
      body: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
    });
    const error = await sendError(blueskyAdapter(config, fetchFn, now).send(post));
    expect(error.message).toBe('Bluesky createSession: HTTP 401 AuthenticationRequired: Invalid identifier or password');
    expect(error.message).not.toContain(config.appPassword);
    expect(calls).toHaveLength(1);
  });
});
