/**
 * Discord: the channel's incoming webhook ("Execute Webhook"), one rich embed per job. `?wait=true`
 * makes Discord answer with the created message, so its id is kept.
 * https://discord.com/developers/docs/resources/webhook#execute-webhook
 */
import { z } from 'zod';
import { colors } from '@chainwork/shared-config/palette';
import type { DiscordConfig } from './settings';
import { postJson, type Fetch } from './http';
import { ChannelSendError, type ChannelAdapter, type ChannelPost, type ChannelRequest } from './types';

/** Discord's embed limits (title 256, description 4096, a field's value 1024). */
const TITLE_MAX = 256;
const FIELD_MAX = 1024;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * An embed's description and field values are Discord markdown: a job's words shown as written,
 * never as a masked link, a heading or a spoiler someone typed into a title.
 */
export function plainDiscordText(text: string): string {
  return text.replace(/[\\*_~`|>#[\]()<:-]/g, (char) => `\\${char}`);
}

/** What a reader sees of plainDiscordText's output: Discord shows an escaped character as itself. */
export function shownDiscordText(markdown: string): string {
  return markdown.replace(/\\(.)/gsu, '$1');
}

/** The brand colour as Discord takes it: an integer 0xRRGGBB. */
const BRAND_COLOR = Number.parseInt(colors.brand[500].replace('#', ''), 16);

export function discordBody(post: ChannelPost) {
  const fields = [
    { name: 'Company', value: cut(plainDiscordText(post.company), FIELD_MAX), inline: true },
    { name: 'Location', value: cut(plainDiscordText(post.location), FIELD_MAX), inline: true },
    ...(post.salary ? [{ name: 'Salary', value: cut(plainDiscordText(post.salary), FIELD_MAX), inline: true }] : []),
    ...(post.tags.length ? [{ name: 'Skills', value: cut(plainDiscordText(post.tags.join(', ')), FIELD_MAX), inline: false }] : []),
  ];
  return {
    // Nothing in a job may ping anyone.
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(`${post.featured ? '⭐ ' : ''}${post.title}`, TITLE_MAX),
        url: post.url,
        description: cut(plainDiscordText(`${post.company} is hiring: ${post.title}`), TITLE_MAX),
        color: BRAND_COLOR,
        fields,
        timestamp: post.postedAt.toISOString(),
      },
    ],
  };
}

/** The webhook's address with `wait=true`; its path (id and token) is the secret. */
function executeUrl(webhookUrl: string): string {
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  return url.toString();
}

export function discordRequest(post: ChannelPost, webhookUrl: string | null): ChannelRequest {
  const shown = webhookUrl ? new URL(webhookUrl) : new URL('https://discord.com/api/webhooks/***/***');
  return { shownUrl: `${shown.origin}/api/webhooks/***/***?wait=true`, body: discordBody(post) };
}

const answerSchema = z.object({ id: z.string().min(1) });
const errorSchema = z.object({ message: z.string() });

export function discordAdapter(config: DiscordConfig, fetchFn: Fetch): ChannelAdapter {
  return {
    channel: 'discord',
    async send(post) {
      const answer = await postJson(fetchFn, executeUrl(config.webhookUrl), discordBody(post), {
        label: 'Discord webhook',
        describe: (body) => errorSchema.safeParse(body).data?.message ?? null,
      });
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) throw new ChannelSendError('Discord webhook: an answer without a message id');
      return { messageId: parsed.data.id };
    },
  };
}
