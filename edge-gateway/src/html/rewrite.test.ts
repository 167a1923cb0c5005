import { describe, expect, it } from 'vitest';
import type { PageMeta } from '@chainwork/shared-config/meta';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';
import { rewriteShell, shellAssetUrl } from './rewrite';
import { PAINT_FIRST_SHELL_TEMPLATE, SHELL_TEMPLATE } from '../../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../../test/inspect-html';

const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0';
const meta: PageMeta = {
  title: 'About | Chainwork',
  description: 'About us',
  canonical: 'https://chainwork.example/about',
};
const runtimeConfig = testRuntimeConfig({
  remotes: { jobs: '/_mf/remote-jobs/j1/mf-manifest.json' },
  versions: { 'shell-app': 'v1', 'remote-jobs': 'j1' },
  settings: {
    newsletterSubscribeUrl: 'https://buttondown.com/api/emails/embed-subscribe/chainwork',
    social: { email: 'mailto:a@b.example', microblog: 'https://x.com/a', messaging: 'https://t.me/a', chat: 'https://discord.gg/a' },
  },
});

async function rewrite(template: string, overrides: Partial<PageMeta> = {}) {
  const html = await rewriteShell(template, { meta: { ...meta, ...overrides }, runtimeConfig, shellVersion: 'v1', nonce: NONCE }).text();
  return { html, page: await inspectHtml(html) };
}

describe('shellAssetUrl', () => {
  it.each([
    ['main.1a2b.js', '/_mf/shell-app/v1/main.1a2b.js'],
    ['./static/main.css', '/_mf/shell-app/v1/static/main.css'],
    ['main.js?x=1#y', '/_mf/shell-app/v1/main.js?x=1#y'],
    ['/absolute.js', null],
    ['//cdn.example/x.js', null],
    ['https://cdn.example/x.js', null],
    ['data:,', null],
    ['DATA:image/png;base64,AA', null],
    ['#frag', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(shellAssetUrl(input, 'v1')).toBe(expected);
  });
});

describe('rewriteShell', () => {
  it('replaces title and description, adds canonical, keeps one of each', async () => {
    const { page } = await rewrite(SHELL_TEMPLATE);
    expect(page.title).toBe(meta.title);
    expect(page.titleCount).toBe(1);
    expect(page.descriptions).toEqual([meta.description]);
    expect(page.canonicals).toEqual([meta.canonical]);
    expect(page.ldJson).toEqual([]);
  });

  it('puts the runtime config first after <meta charset>', async () => {
    const { page } = await rewrite(SHELL_TEMPLATE);
    expect(page.headOrder.slice(0, 2)).toEqual(['meta[charset]', 'script']);
    expect(parseRuntimeConfigScript(page.inlineScripts[0]!)).toEqual(runtimeConfig);
  });

  it('adds JSON-LD when the page has it', async () => {
    const jsonLd = { '@type': 'JobPosting', title: '</script>' };
    const { page } = await rewrite(SHELL_TEMPLATE, { jsonLd });
    expect(page.ldJson.map((text) => JSON.parse(text))).toEqual([jsonLd]);
  });

  it('fills in what a sparse template lacks', async () => {
    const { page } = await rewrite('<!doctype html><html><head></head><body></body></html>');
    expect(page.title).toBe(meta.title);
    expect(page.descriptions).toEqual([meta.description]);
    expect(page.canonicals).toEqual([meta.canonical]);
    expect(parseRuntimeConfigScript(page.inlineScripts[0]!)).toEqual(runtimeConfig);
  });

  it('replaces a canonical, JSON-LD or duplicate tags the template brought', async () => {
    const template =
      '<html><head><meta charset="utf-8"><title>a</title><title>b</title>' +
      '<meta name="description" content="x"><meta name="Description" content="y">' +
      '<link rel="canonical" href="https://stale.example/"><script type="application/ld+json">{"stale":true}</script></head></html>';
    const { page } = await rewrite(template);
    expect(page.titleCount).toBe(1);
    expect(page.descriptions).toEqual([meta.description]);
    expect(page.canonicals).toEqual([meta.canonical]);
    expect(page.ldJson).toEqual([]);
  });

  it('leaves a <title> inside body SVG alone', async () => {
    const template = '<html><head><meta charset="utf-8"><title>a</title></head><body><svg><title>Logo</title></svg></body></html>';
    const { html, page } = await rewrite(template);
    expect(page.title).toBe(meta.title);
    expect(html).toContain('<svg><title>Logo</title></svg>');
  });

  it('rewrites only relative script and link URLs', async () => {
    const { page } = await rewrite(SHELL_TEMPLATE);
    expect(page.scriptSrcs).toEqual(['/_mf/shell-app/v1/main.1a2b3c.js', 'https://cdn.example.com/analytics.js', '/already/absolute.js']);
    expect(page.linkHrefs).toEqual([
      'data:,',
      '/_mf/shell-app/v1/main.1a2b3c.css',
      '/_mf/shell-app/v1/fonts/sora.4f5e.woff2',
      '/_mf/remote-jobs/j1/mf-manifest.json',
      '/_mf/remote-jobs/j1/remoteEntry.js',
      meta.canonical,
    ]);
  });

  it("puts the served remotes' manifest and container script first among the app's scripts, in the template they wait in", async () => {
    const { html } = await rewrite(PAINT_FIRST_SHELL_TEMPLATE);
    const template = html.slice(html.indexOf('<template id="cw-app-scripts">'), html.indexOf('</template>'));
    expect(template).toBe(
      '<template id="cw-app-scripts">' +
        '<link rel="preload" as="fetch" href="/_mf/remote-jobs/j1/mf-manifest.json" crossorigin="anonymous">' +
        `<link rel="preload" as="script" href="/_mf/remote-jobs/j1/remoteEntry.js" nonce="${NONCE}">` +
        `<script defer src="/_mf/shell-app/v1/main.1a2b3c.js" fetchpriority="high" nonce="${NONCE}"></script>` +
        `<link rel="preload" as="script" href="/_mf/shell-app/v1/4275.aa.js" nonce="${NONCE}">`,
    );
    // Nothing the first paint does not need is fetched before it: no script or script hint outside the template.
    const outside = html.replace(template, '');
    expect(outside).not.toMatch(/<link[^>]+as="(script|fetch)"/);
    expect(outside).not.toMatch(/<script[^>]+src=/);
  });

  it('gives a shell built before the template (no template) the remote hints at the end of <head>', async () => {
    const { html } = await rewrite(SHELL_TEMPLATE);
    const hint = html.indexOf('<link rel="preload" as="fetch" href="/_mf/remote-jobs/j1/mf-manifest.json" crossorigin="anonymous">');
    expect(hint).toBeGreaterThan(html.indexOf('window.__CHAINWORK__='));
    expect(hint).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<link rel="preload" as="script" href="/_mf/remote-jobs/j1/remoteEntry.js" nonce="${NONCE}">`);
  });

  it("puts the nonce on the template's script preloads, which the CSP would refuse without it", async () => {
    const template =
      '<html><head><meta charset="utf-8"><link rel="preload" as="script" href="a.1.js"><link rel="preload" as="font" href="f.woff2"></head></html>';
    const { html } = await rewrite(template);
    expect(html).toContain(`<link rel="preload" as="script" href="/_mf/shell-app/v1/a.1.js" nonce="${NONCE}">`);
    expect(html).toContain('<link rel="preload" as="font" href="/_mf/shell-app/v1/f.woff2">');
  });

  it('keeps the inline dark-mode script untouched', async () => {
    const { page } = await rewrite(SHELL_TEMPLATE);
    expect(page.inlineScripts[1]).toContain('localStorage.setItem("chakra-ui-color-mode","dark")');
  });

  it("puts the response nonce on every script: the template's, the runtime config and the JSON-LD", async () => {
    const { page } = await rewrite(SHELL_TEMPLATE, { jsonLd: { '@type': 'JobPosting' } });
    expect(page.scriptNonces.length).toBe(page.rawScriptOpenings);
    expect(page.scriptNonces.length).toBeGreaterThanOrEqual(5);
    expect(new Set(page.scriptNonces)).toEqual(new Set([NONCE]));
  });

  it('replaces a nonce the template carried', async () => {
    const { page } = await rewrite('<html><head><meta charset="utf-8"><script nonce="stale">1</script></head></html>');
    expect(page.scriptNonces).toEqual([NONCE, NONCE]);
  });
});
