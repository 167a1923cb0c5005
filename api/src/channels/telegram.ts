/**
 * Telegram: the Bot API's `sendMessage` to the channel (the bot is one of its admins). Plain text
 * (no parse_mode, so nothing in a title needs escaping), the job's link previewed below it.
 * https://core.telegram.org/bots/api#sendmessage
 */
import { z } from 'zod';
import type { TelegramConfig } from './settings';
import { postJson, type Fetch } from './http';
import { ChannelSendError, type ChannelAdapter, type ChannelPost, type ChannelRequest } from './types';

export const TELEGRAM_API = 'https://api.telegram.org';

/** Telegram's limit on a message's text. */
const TEXT_MAX = 4096;

export function telegramText(post: ChannelPost): string {
  const lines = [
    `${post.featured ? '⭐ ' : ''}${post.title}`,
    `🏢 ${post.company}`,
    `📍 ${post.location}`,
    ...(post.salary ? [`💰 ${post.salary}`] : []),
    ...(post.tags.length ? [post.tags.map((tag) => `#${tag.replace(/[^\p{L}\p{N}_]/gu, '_')}`).join(' ')] : []),
    '',
    post.url,
  ];
  const text = lines.join('\n');
  return text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - post.url.length - 2)}…\n${post.url}`;
}

/** The request, with the bot token kept out of `shownUrl`. */
export function telegramRequest(post: ChannelPost, chatId: string): ChannelRequest {
  return {
    shownUrl: `${TELEGRAM_API}/bot***/sendMessage`,
    body: {
      chat_id: chatId,
      text: telegramText(post),
      link_preview_options: { url: post.url, prefer_large_media: true, show_above_text: false },
    },
  };
}

const answerSchema = z.object({ ok: z.literal(true), result: z.object({ message_id: z.number().int() }) });
const errorSchema = z.object({ description: z.string() });

export function telegramAdapter(config: TelegramConfig, fetchFn: Fetch): ChannelAdapter {
  return {
    channel: 'telegram',
    async send(post) {
      const request = telegramRequest(post, config.chatId);
      const answer = await postJson(fetchFn, `${TELEGRAM_API}/bot${config.botToken}/sendMessage`, request.body, {
        label: 'Telegram sendMessage',
        describe: (body) => errorSchema.safeParse(body).data?.description ?? null,
      });
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) throw new ChannelSendError('Telegram sendMessage: an answer without a message_id');
      return { messageId: String(parsed.data.result.message_id) };
    },
  };
}
