import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { makeJob, publishFixtures } from '../../test/fixtures';
import { realApi } from '../../test/api';
import { decodeEntities } from '../../test/inspect-html';
import { testEnv } from '../../test/test-env';

const SITE_URL = 'http://127.0.0.1:8787';
const job = makeJob({ slug: 'rust-role', title: 'Rust Engineer', tags: ['rust'] });

/** The served document's `<link rel="alternate">`s, read back by an HTML parser (HTMLRewriter leaves references as written: decoded here). */
async function alternates(path: string): Promise<Array<{ type: string | null; title: string | null; href: string | null }>> {
  const response = await createApp({ apiTimeoutMs: 200 }).request(path, {}, testEnv(await realApi([job])));
  const found: Array<{ type: string | null; title: string | null; href: string | null }> = [];
  await new HTMLRewriter()
    .on('head > link[rel="alternate"]', {
      element: (el) => {
        const value = (name: string) => {
          const raw = el.getAttribute(name);
          return raw === null ? null : decodeEntities(raw);
        };
        found.push({ type: value('type'), title: value('title'), href: value('href') });
      },
    })
    .transform(new Response(await response.text()))
    .text();
  return found;
}

beforeEach(async () => {
  await publishFixtures(env);
});

describe("a search page's feed links", () => {
  it("link the search's RSS and JSON Feed twins, by their canonical addresses", async () => {
    expect(await alternates('/?remote=worldwide&q=rust&utm_source=x')).toEqual([
      {
        type: 'application/rss+xml',
        title: '“rust”, remote worldwide: jobs on Chainwork (RSS)',
        href: `${SITE_URL}/rss.xml?q=rust&remote=worldwide`,
      },
      {
        type: 'application/feed+json',
        title: '“rust”, remote worldwide: jobs on Chainwork (JSON Feed)',
        href: `${SITE_URL}/feed.json?q=rust&remote=worldwide`,
      },
    ]);
  });

  it('link every live job from the home page without a search, and keep hostile search text inside the attributes', async () => {
    expect((await alternates('/')).map((link) => link.href)).toEqual([`${SITE_URL}/rss.xml`, `${SITE_URL}/feed.json`]);
    const [rss] = await alternates(`/?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(rss!.href).toBe(`${SITE_URL}/rss.xml?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E`);
    expect(rss!.title).toBe('“"><script>alert(1)</script>”: jobs on Chainwork (RSS)');
  });

  it('are only on search pages', async () => {
    expect(await alternates('/jobs/rust-role')).toEqual([]);
    expect(await alternates('/companies')).toEqual([]);
  });
});
