import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../index';
import { OutboxMailer } from '../mail/outbox-mailer';
import { clearAccounts, testKeyPair } from '../../test/accounts';
import { OUTBOX_PATH } from './outbox-route';
import { outboxAdapter } from '../channels/outbox-adapter';
import { telegramRequest } from '../channels/telegram';
import { discordRequest } from '../channels/discord';
import type { ChannelPost, ChannelRequest } from '../channels/types';
import type { ChannelName } from '@chainwork/shared-config/channels';

let privatePem: string;
beforeAll(async () => {
  privatePem = (await testKeyPair()).privatePem;
});
beforeEach(clearAccounts);

const vars = (extra: Record<string, string>) => ({ ...env, LOCAL_AUTH_PRIVATE_KEY: privatePem, ...extra });

function channelPost(overrides: Partial<ChannelPost>): ChannelPost {
  return {
    slug: 'rust-engineer',
    title: 'Rust Engineer',
    company: 'Lumen Labs',
    location: 'Remote, Europe',
    salary: null,
    tags: [],
    url: 'http://127.0.0.1:8787/jobs/rust-engineer',
    featured: false,
    postedAt: new Date(0),
    ...overrides,
  };
}

/** The outbox page after one post sent through the outbox adapter of `channel`. */
async function outboxAfter(channel: ChannelName, request: (post: ChannelPost) => ChannelRequest, post: ChannelPost): Promise<string> {
  await outboxAdapter(env.DB, channel, request, () => new Date(3_000)).send(post);
  const response = await app.request(OUTBOX_PATH, {}, vars({ SITE_URL: 'http://127.0.0.1:8787' }));
  return response.text();
}

describe(OUTBOX_PATH, () => {
  it('lists mails newest first in local settings, escaped, with a sandboxed frame and the text part', async () => {
    let t = 1_000;
    const mailer = new OutboxMailer(env.DB, 'Chainwork <hello@chainwork.example>', () => new Date(t));
    await mailer.send({ to: 'ada@example.com', subject: 'Older', html: '<p>old</p>', text: 'old', kind: 'welcome' });
    t = 2_000;
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Newer <b>',
      html: '<p onclick="x()">new</p><script>alert(1)</script>',
      text: 'Open http://127.0.0.1:8787/sign-in?token=abc',
      kind: 'sign-in',
    });

    const response = await app.request(OUTBOX_PATH, {}, vars({ SITE_URL: 'http://127.0.0.1:8787' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html.indexOf('Newer &lt;b&gt;')).toBeGreaterThan(-1);
    expect(html.indexOf('Newer &lt;b&gt;')).toBeLessThan(html.indexOf('Older'));
    expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="http://127.0.0.1:8787/sign-in?token=abc">');
  });

  it('shows each channel post as the channel would, above the mails, with the exact JSON body, escaped', async () => {
    const html = await outboxAfter('telegram', (p) => telegramRequest(p, '@chainwork_jobs'), channelPost({ title: 'Rust <Engineer>' }));
    expect(html).toContain('<article class="post" data-channel="telegram" data-job="rust-engineer">');
    expect(html).toContain('POST https://api.telegram.org/bot***/sendMessage');
    expect(html).toContain('Rust &lt;Engineer&gt;');
    expect(html).not.toContain('Rust <Engineer>');
    expect(html).toContain('&quot;link_preview_options&quot;');
    expect(html.indexOf('Channel posts')).toBeLessThan(html.indexOf('No mail yet'));
  });

  it("shows a Discord post's text as Discord shows it, its markdown escapes only in the JSON body", async () => {
    const post = channelPost({
      title: 'Solidity Auditor (L2)',
      company: 'Kelp_DAO',
      location: 'Remote - Europe',
      tags: ['zero-knowledge'],
    });
    const html = await outboxAfter('discord', (p) => discordRequest(p, null), post);
    expect(html).toContain('<p>Kelp_DAO is hiring: Solidity Auditor (L2)</p>');
    expect(html).toContain('<dd>Remote - Europe</dd>');
    expect(html).toContain('<dd>zero-knowledge</dd>');
    // The request body keeps what the adapter sends.
    expect(html).toContain('Kelp\\\\_DAO is hiring\\\\: Solidity Auditor \\\\(L2\\\\)');
  });

  it('answers 404 in production settings, even with the outbox as mailer', async () => {
    await new OutboxMailer(env.DB, 'x@chainwork.example').send({
      to: 'ada@example.com',
      subject: 'Secret link',
      html: 'x',
      text: 'x',
      kind: 'sign-in',
    });
    const productionLike: Array<Record<string, string>> = [
      { SITE_URL: 'https://chainwork.example' },
      { SITE_URL: 'https://chainwork.example', MAIL_PROVIDER: 'outbox' },
      { SITE_URL: 'http://127.0.0.1:8787', MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_x' },
    ];
    for (const settings of productionLike) {
      const response = await app.request(OUTBOX_PATH, {}, vars(settings));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Secret link');
    }
  });

  it("refuses another site's page, as the gateway forwards it", async () => {
    const local = vars({ SITE_URL: 'http://127.0.0.1:8787' });
    const otherSites: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of otherSites) {
      expect((await app.request(OUTBOX_PATH, { headers }, local)).status).toBe(403);
    }
    expect((await app.request(OUTBOX_PATH, { headers: { 'sec-fetch-site': 'none' } }, local)).status).toBe(200);
  });
});
