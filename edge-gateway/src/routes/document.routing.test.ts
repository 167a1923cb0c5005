// Which versions a document is built from: sticky buckets, weights, pins, fallbacks,
// and the headers and security policy that come with them.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTING_TABLE_KEY, assetKey, type RuntimeConfig } from '@chainwork/shared-config';
import { createApp } from '../app';
import { storeVersion, weightedTable } from '../../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../../test/inspect-html';
import { realApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

// Versions of this file only (the store is shared with other test files).
const TABLE = weightedTable({
  'shell-app': [['rshell1', 100]],
  'remote-navigation': [['rnav1', 100]],
  'remote-jobs': [
    ['rjobs1', 90],
    ['rjobs2', 10],
  ],
});

beforeEach(async () => {
  for (const [pkg, version] of [
    ['shell-app', 'rshell1'],
    ['remote-navigation', 'rnav1'],
    ['remote-jobs', 'rjobs1'],
    ['remote-jobs', 'rjobs2'],
    ['remote-jobs', 'rjobs9'],
  ] as const) {
    await storeVersion(env, pkg, version);
  }
  await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(TABLE));
});

function setCookies(response: Response): string[] {
  return (response.headers as Headers & { getSetCookie(): string[] }).getSetCookie();
}

async function visit(app: ReturnType<typeof createApp>, cookie?: string, headers: Record<string, string> = {}) {
  const response = await app.request('/about', { headers: { ...headers, ...(cookie ? { cookie } : {}) } }, testEnv(await realApi()));
  const html = await response.text();
  const page = await inspectHtml(html);
  const config = parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig;
  return {
    response,
    page,
    config,
    versions: response.headers.get('x-chainwork-versions'),
    routing: response.headers.get('x-chainwork-routing'),
  };
}

describe('sticky buckets', () => {
  it('gives a new visitor a bucket cookie and versions chosen with it', async () => {
    const { response, config } = await visit(createApp());
    const bucketCookie = setCookies(response).find((c) => c.startsWith('cw_bucket='));
    expect(bucketCookie).toMatch(/^cw_bucket=\d{1,4}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const bucket = Number(/cw_bucket=(\d+)/.exec(bucketCookie!)![1]);
    expect(config.versions['remote-jobs']).toBe(bucket < 9000 ? 'rjobs1' : 'rjobs2');
  });

  it('serves a returning visitor the same versions every time, and sets no new bucket', async () => {
    const app = createApp();
    for (const [bucket, expected] of [
      ['100', 'rjobs1'],
      ['8999', 'rjobs1'],
      ['9000', 'rjobs2'],
      ['9999', 'rjobs2'],
    ] as const) {
      for (let i = 0; i < 3; i += 1) {
        const { response, config } = await visit(app, `cw_bucket=${bucket}; chakra-ui-color-mode=dark`);
        expect(config.versions['remote-jobs']).toBe(expected);
        expect(config.remotes.jobs).toBe(`/_mf/remote-jobs/${expected}/mf-manifest.json`);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    }
  });

  it('replaces a bucket cookie that is not a bucket', async () => {
    const { response } = await visit(createApp(), 'cw_bucket=99999');
    expect(setCookies(response).some((c) => /^cw_bucket=\d{1,4};/.test(c))).toBe(true);
  });

  it('splits new visitors by weight', async () => {
    const app = createApp();
    let canary = 0;
    const visitors = 200;
    for (let i = 0; i < visitors; i += 1) if ((await visit(app)).config.versions['remote-jobs'] === 'rjobs2') canary += 1;
    // 10% of 200 is 20; binomial sd is 4.2, so these bounds fail about once in a million runs.
    expect(canary).toBeGreaterThan(4);
    expect(canary).toBeLessThan(45);
  });

  it('moves a sticky visitor only when the canary grows over their bucket, and keeps them there', async () => {
    const app = createApp({ routingCacheMs: 0 });
    const at = (weight: number) =>
      env.ROUTING.put(
        ROUTING_TABLE_KEY,
        JSON.stringify(
          weightedTable({
            'shell-app': [['rshell1', 100]],
            'remote-jobs': [
              ['rjobs1', 100 - weight],
              ['rjobs2', weight],
            ],
          }),
        ),
      );
    const seen: string[] = [];
    for (const weight of [10, 50, 100, 50]) {
      await at(weight);
      seen.push((await visit(app, 'cw_bucket=7000')).config.versions['remote-jobs']!);
    }
    expect(seen).toEqual(['rjobs1', 'rjobs2', 'rjobs2', 'rjobs2']);
  });
});

describe('pins (overrides)', () => {
  it('pins a published version by cookie or header, also one at 0% and one never live', async () => {
    const table = weightedTable({
      'shell-app': [['rshell1', 100]],
      'remote-jobs': [
        ['rjobs1', 100],
        ['rjobs2', 0],
      ],
    });
    table.packages['remote-jobs']!.published.push({ version: 'rjobs9', publishedAt: '2026-04-03T00:00:00.000Z' });
    await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(table));
    const app = createApp();
    const byCookie = await visit(app, 'cw_bucket=1; cw_pin=remote-jobs@rjobs2');
    expect(byCookie.config.versions['remote-jobs']).toBe('rjobs2');
    expect(byCookie.routing).toBe('shell-app=weighted;remote-jobs=pinned');
    const byHeader = await visit(app, 'cw_bucket=1', { 'x-chainwork-pin': 'remote-jobs@rjobs9' });
    expect(byHeader.versions).toBe('shell-app=rshell1;remote-jobs=rjobs9');
  });

  it('ignores a pin to a version that was never published', async () => {
    const { config } = await visit(createApp(), 'cw_bucket=1; cw_pin=remote-jobs@madeup1');
    expect(config.versions['remote-jobs']).toBe('rjobs1');
  });
});

describe('a version whose files are missing', () => {
  it('is skipped for the last good one, with the reason in the routing header', async () => {
    await env.ASSETS.delete(assetKey('remote-jobs', 'rjobs2', 'mf-manifest.json'));
    const { config, routing } = await visit(createApp(), 'cw_bucket=9500');
    expect(config.versions['remote-jobs']).toBe('rjobs1');
    expect(config.remotes.jobs).toBe('/_mf/remote-jobs/rjobs1/mf-manifest.json');
    expect(routing).toContain('remote-jobs=fallback');
  });

  it('is still served when pinned, so a tester sees what visitors would', async () => {
    await env.ASSETS.delete(assetKey('remote-jobs', 'rjobs2', 'mf-manifest.json'));
    const { config } = await visit(createApp(), 'cw_bucket=1; cw_pin=remote-jobs@rjobs2');
    expect(config.remotes.jobs).toBe('/_mf/remote-jobs/rjobs2/mf-manifest.json');
  });

  it('is noticed within the health cache period, and a repair too', async () => {
    let now = 0;
    const app = createApp({ now: () => now, healthCacheMs: 5000 });
    expect((await visit(app, 'cw_bucket=9500')).config.versions['remote-jobs']).toBe('rjobs2');
    await env.ASSETS.delete(assetKey('remote-jobs', 'rjobs2', 'mf-manifest.json'));
    now = 4000;
    expect((await visit(app, 'cw_bucket=9500')).config.versions['remote-jobs']).toBe('rjobs2');
    now = 5000;
    expect((await visit(app, 'cw_bucket=9500')).config.versions['remote-jobs']).toBe('rjobs1');
    await storeVersion(env, 'remote-jobs', 'rjobs2');
    now = 10_000;
    expect((await visit(app, 'cw_bucket=9500')).config.versions['remote-jobs']).toBe('rjobs2');
  });

  it("serves the previous shell when the live shell's template is gone", async () => {
    await storeVersion(env, 'shell-app', 'rshell0');
    await env.ROUTING.put(
      ROUTING_TABLE_KEY,
      JSON.stringify(
        weightedTable({
          'shell-app': [
            ['rshell2', 100],
            ['rshell0', 0],
          ],
        }),
      ),
    );
    const { response, page } = await visit(createApp(), 'cw_bucket=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-chainwork-versions')).toBe('shell-app=rshell0');
    expect(page.scriptSrcs[0]).toBe('/_mf/shell-app/rshell0/main.1a2b3c.js');
  });
});

describe('security headers of documents', () => {
  it('sends a CSP whose nonce is on every script of the page, fresh per response', async () => {
    const app = createApp();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { response, page } = await visit(app, 'cw_bucket=1');
      const csp = response.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp).toContain("'strict-dynamic'");
      expect(page.scriptNonces.length).toBe(page.rawScriptOpenings);
      expect(new Set(page.scriptNonces)).toEqual(new Set([nonce]));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('lets in the configured third-party services, and nothing when none is configured', async () => {
    const plain = await visit(createApp(), 'cw_bucket=1');
    expect(plain.response.headers.get('content-security-policy')).toContain("connect-src 'self';");
    const key = `pk_live_${btoa('clerk.chainwork.example$')}`;
    const response = await createApp().request(
      '/about',
      { headers: { cookie: 'cw_bucket=1' } },
      testEnv(await realApi(), { ANALYTICS_TOKEN: 'mixpanel-token', AUTH_PUBLISHABLE_KEY: key }),
    );
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://api-js.mixpanel.com https://clerk.chainwork.example;");
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(csp).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/clerk\.chainwork\.example https:\/\/challenges\.cloudflare\.com;/,
    );
  });

  it('sends HSTS, nosniff, a referrer policy and forbids framing', async () => {
    const { response } = await visit(createApp(), 'cw_bucket=1');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
