/**
 * Test fixtures: a shell template shaped like HtmlRspackPlugin's production output
 * (minified, no comments, relative asset URLs, inline dark-mode script), a routing table,
 * and jobs in the api contract's output shape.
 */
import {
  REMOTE_MANIFEST_FILE, ROUTING_TABLE_KEY, SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey, type RoutingTable,
} from '@chainwork/shared-config';

export const VERSIONS = {
  'shell-app': 'shell1a2b3c',
  'remote-navigation': 'nav4d5e6f',
  'remote-newsletter': 'news7a8b9c',
  'remote-jobs': 'jobs0d1e2f',
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
    packages: Object.fromEntries(Object.entries(packages).map(([pkg, entries]) => [pkg, {
      live: entries.map(([version, weight]) => ({ version, weight })),
      published: entries.map(([version]) => ({ version, publishedAt })),
    }])),
  };
}

/** The api contract's `Job` (jobs.bySlug output). */
export interface ContractJob {
  id: number; Pretty_url: string; Title: string; Company: string; companyLogo: string | null;
  Date: Date; Location: string; standardized_location: string; locationLabel: string;
  numeric_salary: number | null; salaryMin: number | null; salaryMax: number | null; salaryCurrency: 'USD';
  tags: string[]; employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY';
  seniority: string | null; Description: string; applyUrl: string; companyUrl: string | null;
  validThrough: Date; expired: boolean;
}

const DAY_MS = 86_400_000;

export function makeJob(overrides: Partial<ContractJob> = {}): ContractJob {
  const date = overrides.Date ?? new Date(Date.now() - 2 * DAY_MS);
  return {
    id: 42,
    Pretty_url: 'senior-solidity-engineer-at-lumen-labs',
    Title: 'Senior Solidity Engineer',
    Company: 'Lumen Labs',
    companyLogo: 'https://logos.example.com/lumen.png',
    Date: date,
    Location: 'Remote (Europe)',
    standardized_location: 'remote-europe',
    locationLabel: 'Remote (Europe)',
    numeric_salary: 160000,
    salaryMin: 140000,
    salaryMax: 180000,
    salaryCurrency: 'USD',
    tags: ['solidity', 'defi'],
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    Description: '## About the role\n\nYou will design and audit **lending** contracts on Ethereum L2s.\n\n- Solidity\n- Foundry',
    applyUrl: 'https://jobs.lumen.example/apply/42',
    companyUrl: 'https://lumen.example',
    validThrough: new Date(date.getTime() + 30 * DAY_MS),
    expired: false,
    ...overrides,
  };
}

/** Every field a page renders from carries something that would break naive escaping. */
export const HOSTILE_TEXT = '</script><script>alert(1)</script> <!-- "quoted" \'single\' & \u2028 \u2029 </title>';

export function makeHostileJob(): ContractJob {
  return makeJob({
    Pretty_url: 'hostile-job',
    Title: `Engineer ${HOSTILE_TEXT}`,
    Company: `Evil <!-- Co & "Sons"`,
    Description: `Pays "well" & 'fast' > 5 ETH\u2028line two ${HOSTILE_TEXT}`,
    Location: `Berlin ${HOSTILE_TEXT}`,
    standardized_location: 'berlin',
    companyUrl: `https://evil.example/?a=1&b="x"</script>`,
    companyLogo: null,
  });
}

/** A blog post in the api contract's output shape (`blog.bySlug`, `blog.feed`). */
export interface ContractPost {
  slug: string; title: string; description: string; author: { name: string; kind: 'person' | 'organization' };
  publishedAt: Date; updatedAt: Date; tags: string[]; cover: { image: string; alt: string };
  wordCount: number; readingMinutes: number; body: string;
}

export function makePost(overrides: Partial<ContractPost> = {}): ContractPost {
  const publishedAt = overrides.publishedAt ?? new Date(Date.now() - 3 * DAY_MS);
  return {
    slug: 'how-to-read-a-crypto-job-offer',
    title: 'How to read a crypto job offer',
    description: 'Token grants, cliffs and stablecoin salaries: what each line of an offer is worth.',
    author: { name: 'The Chainwork team', kind: 'organization' },
    publishedAt,
    updatedAt: publishedAt,
    tags: ['careers', 'compensation'],
    cover: { image: 'how-to-read-a-crypto-job-offer.svg', alt: 'An offer letter' },
    wordCount: 900,
    readingMinutes: 4,
    body: '## The parts of an offer\n\nBase salary, tokens and terms.',
    ...overrides,
  };
}
