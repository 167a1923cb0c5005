/**
 * The channels' vars and secrets: which channels are on, and each one's credentials. A channel
 * with its credentials uses its real HTTP client; without them, on a site on this machine, its
 * posts go to the local outbox. On a public site every enabled channel needs its credentials,
 * or the api refuses to start (config/settings.ts), so a forgotten secret never posts nowhere.
 */
import { z } from 'zod';
import { CHANNELS, type ChannelName } from '@chainwork/shared-config/channels';

export interface TelegramConfig {
  botToken: string;
  /** The channel's `@username` or its numeric id (`-100...`). */
  chatId: string;
}
export interface DiscordConfig {
  /** `https://discord.com/api/webhooks/<id>/<token>`: the URL is the secret. */
  webhookUrl: string;
}
export interface BlueskyConfig {
  /** The account's PDS (`https://bsky.social` unless the account lives elsewhere). */
  service: string;
  handle: string;
  appPassword: string;
}

export interface ChannelSettings {
  enabled: readonly ChannelName[];
  /** Null: no credentials, so the local outbox (only ever on a site on this machine). */
  telegram: TelegramConfig | null;
  discord: DiscordConfig | null;
  bluesky: BlueskyConfig | null;
}

export const DEFAULT_BLUESKY_SERVICE = 'https://bsky.social';

/** The embedded default: every channel on, every one writing to the outbox. */
export const LOCAL_CHANNEL_SETTINGS: ChannelSettings = { enabled: CHANNELS, telegram: null, discord: null, bluesky: null };

const channelList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === 'none') return [] as ChannelName[];
    const names = value.split(',').map((name) => name.trim());
    const unknown = names.filter((name) => !(CHANNELS as readonly string[]).includes(name));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `lists an unknown channel (use ${CHANNELS.join(', ')} or none)` });
    return [...new Set(names)] as ChannelName[];
  });

/** The vars' fields, merged into the api's settings schema. */
export const channelVarsShape = {
  /** Comma-separated (`telegram,discord,bluesky`) or `none`. Unset: all of them on a local site, none on a public one. */
  CHANNELS_ENABLED: channelList.optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[\w-]+$/, 'must look like a Bot API token (123456:ABC-DEF...)')
    .optional(),
  TELEGRAM_CHAT_ID: z
    .string()
    .trim()
    .regex(/^(@\w{5,32}|-?\d+)$/, 'must be @channelusername or a numeric chat id')
    .optional(),
  DISCORD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  BLUESKY_SERVICE: z.url({ protocol: /^https$/ }).optional(),
  BLUESKY_HANDLE: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/, 'must be a handle such as chainwork.bsky.social')
    .optional(),
  BLUESKY_APP_PASSWORD: z.string().trim().min(1).optional(),
};

type ChannelVars = { [K in keyof typeof channelVarsShape]?: z.output<(typeof channelVarsShape)[K]> };

/** A Discord webhook URL on Discord's own host, as production needs. */
function isDiscordWebhook(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' && ['discord.com', 'discordapp.com'].includes(url.hostname) && url.pathname.startsWith('/api/webhooks/');
}

function enabledChannels(vars: ChannelVars, publicSite: boolean): readonly ChannelName[] {
  return vars.CHANNELS_ENABLED ?? (publicSite ? [] : CHANNELS);
}

/** What is wrong with the channels' settings, by variable name (never a value). */
export function channelProblems(vars: ChannelVars, publicSite: boolean): [string, string][] {
  const problems: [string, string][] = [];
  const enabled = enabledChannels(vars, publicSite);
  // Half a set of credentials is a mistake anywhere: the channel would quietly fall back to the outbox.
  const halves: [string | undefined, string, string | undefined, string][] = [
    [vars.TELEGRAM_BOT_TOKEN, 'TELEGRAM_BOT_TOKEN', vars.TELEGRAM_CHAT_ID, 'TELEGRAM_CHAT_ID'],
    [vars.BLUESKY_HANDLE, 'BLUESKY_HANDLE', vars.BLUESKY_APP_PASSWORD, 'BLUESKY_APP_PASSWORD'],
  ];
  for (const [a, aName, b, bName] of halves) {
    if (a && !b) problems.push([bName, `is required with ${aName}`]);
    if (b && !a) problems.push([aName, `is required with ${bName}`]);
  }
  if (!publicSite) return problems;
  const missing: Record<ChannelName, string[]> = {
    telegram: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'].filter((name) => !vars[name as keyof ChannelVars]),
    discord: vars.DISCORD_WEBHOOK_URL ? [] : ['DISCORD_WEBHOOK_URL'],
    bluesky: ['BLUESKY_HANDLE', 'BLUESKY_APP_PASSWORD'].filter((name) => !vars[name as keyof ChannelVars]),
  };
  for (const channel of enabled) {
    for (const name of missing[channel]) problems.push([name, `is required on a public SITE_URL while ${channel} is in CHANNELS_ENABLED`]);
  }
  if (vars.DISCORD_WEBHOOK_URL && !isDiscordWebhook(vars.DISCORD_WEBHOOK_URL))
    problems.push(['DISCORD_WEBHOOK_URL', 'must be an https://discord.com/api/webhooks/... address on a public SITE_URL']);
  return problems;
}

/** The validated channel settings (channelProblems found nothing). */
export function readChannelSettings(vars: ChannelVars, publicSite: boolean): ChannelSettings {
  return {
    enabled: enabledChannels(vars, publicSite),
    telegram:
      vars.TELEGRAM_BOT_TOKEN && vars.TELEGRAM_CHAT_ID ? { botToken: vars.TELEGRAM_BOT_TOKEN, chatId: vars.TELEGRAM_CHAT_ID } : null,
    discord: vars.DISCORD_WEBHOOK_URL ? { webhookUrl: vars.DISCORD_WEBHOOK_URL } : null,
    bluesky:
      vars.BLUESKY_HANDLE && vars.BLUESKY_APP_PASSWORD
        ? {
            service: (vars.BLUESKY_SERVICE ?? DEFAULT_BLUESKY_SERVICE).replace(/\/+$/, ''),
            handle: vars.BLUESKY_HANDLE,
            appPassword: vars.BLUESKY_APP_PASSWORD,
          }
        : null,
  };
}
