import { expect, test } from '@playwright/test';
import { latestJobs, type SearchItem } from '../support/api';
import { CONFIGURED_SITE_URL } from '../support/env';
import { servedHead } from '../support/served-head';

let job: SearchItem;
test.beforeAll(async ({ request }) => {
  [job] = (await latestJobs(request, 1)) as [SearchItem];
});

test('a job page carries title, description, canonical and JobPosting JSON-LD in its HTML', async ({ request }) => {
  const head = await servedHead(request, `/jobs/${job.Pretty_url}`);
  expect(head.status).toBe(200);
  expect(head.title).toBe(`${job.Title} at ${job.Company} | Chainwork`);
  expect(head.description!.length).toBeGreaterThan(20);
  expect(head.description!.length).toBeLessThanOrEqual(155);
  expect(head.canonical).toBe(`${CONFIGURED_SITE_URL}/jobs/${job.Pretty_url}`);
  expect(head.jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.Title,
    hiringOrganization: { '@type': 'Organization', name: job.Company },
  });
  const posted = new Date(head.jsonLd.datePosted).getTime();
  expect(new Date(head.jsonLd.validThrough).getTime() - posted).toBe(2_592_000_000);
  expect(head.headers['set-cookie']).toContain('chakra-ui-color-mode=dark');
  expect(head.headers['content-type']).toContain('text/html');
});

for (const [label, suffix, headers] of [
  ['a tracking query', '?utm_source=x', {}],
  ['a trailing slash', '/', {}],
  ['a forged Host header', '', { host: 'evil.example' }],
  ['forged forwarding headers', '', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' }],
] as const) {
  test(`the canonical comes from the configured site URL with ${label}`, async ({ request }) => {
    const head = await servedHead(request, `/jobs/${job.Pretty_url}${suffix}`, headers);
    expect(head.canonical).toBe(`${CONFIGURED_SITE_URL}/jobs/${job.Pretty_url}`);
    expect(head.jsonLd.url).toBe(`${CONFIGURED_SITE_URL}/jobs/${job.Pretty_url}`);
  });
}

test('a static page gets its own title and canonical', async ({ request }) => {
  const head = await servedHead(request, '/about?ref=nav');
  expect(head.title).toBe('About | Chainwork');
  expect(head.canonical).toBe(`${CONFIGURED_SITE_URL}/about`);
  expect(head.jsonLd).toBeUndefined();
});

test('an unknown route answers 404 with the shell', async ({ request }) => {
  const head = await servedHead(request, '/definitely-not-a-page');
  expect(head.status).toBe(404);
  expect(head.html).toContain('id="root"');
});
