/**
 * Test fixtures: a shell template shaped like HtmlRspackPlugin's production output
 * (minified, no comments, relative asset URLs, inline dark-mode script), a routing table,
 * and jobs as the api's seed writes them.
 */
import type { SamplePost } from '@chainwork/api/content';
import { sampleJob, type SeedJob } from '@chainwork/api/seed';
import {
  REMOTE_MANIFEST_FILE,
  ROUTING_TABLE_KEY,
  SHELL_PACKAGE,
  SHELL_TEMPLATE_FILE,
  assetKey,
  type RoutingTable,
} from '@chainwork/shared-config';

export const VERSIONS = {
  'shell-app': 'shell1a2b3c',
  'remote-navigation': 'nav4d5e6f',
  'remote-newsletter': 'news7a8b9c',
  'remote-jobs': 'jobs0d1e2f',
  'remote-content': 'content3a4b5c',
} as const;

export const SHELL_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chainwork</title>' +
  '<meta name="description" content="Remote crypto jobs"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<link rel="icon" href="data:,">' +
  '<script>!function(){try{localStorage.setItem("chakra-ui-color-mode","dark")}catch(e){}' +
  'var d=document.documentElement;d.dataset.theme="dark",d.style.colorScheme="dark"}()</script>' +
  '<script defer="defer" src="main.1a2b3c.js"></script><link href="main.1a2b3c.css" rel="stylesheet">' +
  '<link rel="preload" href="./fonts/sora.4f5e.woff2" as="font" type="font/woff2" crossorigin>' +
  '<script defer="defer" src="https://cdn.example.com/analytics.js"></script>' +
  '<script defer="defer" src="/already/absolute.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/**
 * A shell built paint first (scripts/build/preload-startup.ts): its scripts and script
 * preloads wait in an inert template at the end of <head> until the first paint.
 */
export const PAINT_FIRST_SHELL_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chainwork</title>' +
  '<link href="main.1a2b3c.css" rel="stylesheet">' +
  '<link rel="preload" as="font" type="font/woff2" href="sora.4f5e.woff2" crossorigin="anonymous">' +
  '<template id="cw-app-scripts"><script defer src="main.1a2b3c.js" fetchpriority="high"></script><link rel="preload" as="script" href="4275.aa.js"></template>' +
  '</head><body><div id="root"></div><script>1</script></body></html>';

export function routingTable(versions: Partial<Record<string, string>> = VERSIONS): RoutingTable {
  const publishedAt = '2026-04-01T00:00:00.000Z';
  return {
    schema: 1,
    packages: Object.fromEntries(
      Object.entries(versions)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([pkg, version]) => [pkg, { live: [{ version, weight: 100 }], published: [{ version, publishedAt }] }]),
    ),
  };
}

type Store = { ASSETS: R2Bucket; ROUTING: KVNamespace };

/** Puts a version's entry file (the shell's template, a remote's manifest) into the store. */
export async function storeVersion(env: Store, pkg: string, version: string): Promise<void> {
  if (pkg === SHELL_PACKAGE) {
    await env.ASSETS.put(assetKey(pkg, version, SHELL_TEMPLATE_FILE), SHELL_TEMPLATE, {
      httpMetadata: { contentType: 'text/html; charset=utf-8' },
    });
  } else {
    await env.ASSETS.put(assetKey(pkg, version, REMOTE_MANIFEST_FILE), JSON.stringify({ id: pkg, name: pkg, version }), {
      httpMetadata: { contentType: 'application/json; charset=utf-8' },
    });
  }
}

/** Publishes the fixture files of `versions` and points the routing table at them. */
export async function publishFixtures(env: Store, versions: Partial<Record<string, string>> = VERSIONS): Promise<void> {
  for (const [pkg, version] of Object.entries(versions)) if (version) await storeVersion(env, pkg, version);
  await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(routingTable(versions)));
}

/** A table with several live versions per package: `{ pkg: [[version, weight], ...] }`, published in that order. */
export function weightedTable(packages: Record<string, Array<[string, number]>>): RoutingTable {
  const publishedAt = '2026-04-01T00:00:00.000Z';
  return {
    schema: 1,
    packages: Object.fromEntries(
      Object.entries(packages).map(([pkg, entries]) => [
        pkg,
        {
          live: entries.map(([version, weight]) => ({ version, weight })),
          published: entries.map(([version]) => ({ version, publishedAt })),
        },
      ]),
    ),
  };
}

/**
 * A job as the api's seed writes it (`sampleJob` of `@chainwork/api/seed`, at Lumen Labs);
 * tests put it into the real api's database with `realApi` (test/api.ts) and read back
 * what the api serves. `ageDays` places its Date (31 or more: expired).
 */
export function makeJob(overrides: Partial<SeedJob> & { ageDays?: number } = {}): SeedJob {
  return sampleJob({
    slug: 'senior-solidity-engineer-at-lumen-labs',
    company: 'Lumen Labs',
    companyUrl: 'https://lumen.example',
    ageDays: 2,
    ...overrides,
  });
}

/** Every field a page renders from carries something that would break naive escaping. */
export const HOSTILE_TEXT = '</script><script>alert(1)</script> <!-- "quoted" \'single\' & \u2028 \u2029 </title>';

export function makeHostileJob(): SeedJob {
  return makeJob({
    slug: 'hostile-job',
    title: `Engineer ${HOSTILE_TEXT}`,
    company: `Evil <!-- Co & "Sons"`,
    descriptionMd: `Pays "well" & 'fast' > 5 ETH\u2028line two ${HOSTILE_TEXT}`,
    location: `Berlin ${HOSTILE_TEXT}`,
    standardizedLocation: 'berlin',
    companyUrl: `https://evil.example/?a=1&b="x"</script>`,
  });
}

/** The blog's sample post, as an editor would write it (published by `realApi(jobs, posts)`). */
export function makePost(overrides: Partial<SamplePost> = {}): SamplePost {
  return {
    slug: 'how-to-read-a-crypto-job-offer',
    title: 'How to read a crypto job offer',
    description: 'Token grants, cliffs and stablecoin salaries: what each line of an offer is worth.',
    author: { name: 'The Chainwork team', kind: 'organization' },
    ageDays: 3,
    tags: ['careers', 'compensation'],
    cover: { image: 'how-to-read-a-crypto-job-offer.svg', alt: 'An offer letter' },
    ...overrides,
  };
}
