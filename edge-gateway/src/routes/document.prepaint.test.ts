/**
 * The static pre-paint's job head through the document route: shown and filled with the
 * job the api answered for a job page, removed from every other document.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey, type DescriptionNode } from '@chainwork/shared-config';
import {
  PREPAINT_ATTRIBUTE,
  PREPAINT_PARTS,
  PREPAINT_SLOT_ATTRIBUTE,
  PREPAINT_SLOTS,
  prepaintMarkup,
} from '@chainwork/shared-config/prepaint';
import { createApp } from '../app';
import { SHELL_TEMPLATE, VERSIONS, makeHostileJob, makeJob, publishFixtures } from '../../test/fixtures';
import { decodeEntities } from '../../test/inspect-html';
import { failingApi, realApi, servedJob, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const job = makeJob();
const hostileJob = makeHostileJob();
const PREPAINTED_TEMPLATE = SHELL_TEMPLATE.replace('<div id="root"></div>', `<div id="root">${prepaintMarkup()}</div>`);

async function get(path: string, api?: RecordingApi): Promise<{ status: number; html: string }> {
  const app = createApp({ apiTimeoutMs: 200 });
  const response = await app.request(path, {}, testEnv(api ?? (await realApi([job, hostileJob]))));
  return { status: response.status, html: await response.text() };
}

const HEAD_SLOTS = [PREPAINT_SLOTS.jobTitle, PREPAINT_SLOTS.jobCompany, PREPAINT_SLOTS.jobInitials];

/**
 * The job head as the browser will read it: shown or not, each text slot's text, decoded,
 * and the description's part: shown or not, its elements and its text.
 */
async function jobHead(html: string) {
  const found = {
    parts: 0,
    hidden: false,
    slots: {} as Record<string, string>,
    elementsInSlots: 0,
    verifiedBadges: 0,
    description: { parts: 0, hidden: false, tags: [] as string[], text: '' },
  };
  const slotSelector = (name: string) => `[${PREPAINT_SLOT_ATTRIBUTE}="${name}"]`;
  const descriptionSlot = slotSelector(PREPAINT_SLOTS.jobDescription);
  let rewriter = new HTMLRewriter()
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobHead}"]`, {
      element(el) {
        found.parts++;
        found.hidden = el.hasAttribute('hidden');
      },
    })
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobVerified}"]`, { element: () => void found.verifiedBadges++ })
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobDescription}"]`, {
      element(el) {
        found.description.parts++;
        found.description.hidden = el.hasAttribute('hidden');
      },
    })
    .on(`${descriptionSlot} *`, { element: (el) => void found.description.tags.push(el.tagName) })
    .on(descriptionSlot, { text: (chunk) => void (found.description.text += chunk.text) });
  for (const name of HEAD_SLOTS) {
    rewriter = rewriter
      .on(slotSelector(name), { text: (chunk) => void (found.slots[name] = (found.slots[name] ?? '') + chunk.text) })
      .on(`${slotSelector(name)} *`, { element: () => void found.elementsInSlots++ });
  }
  await rewriter.transform(new Response(html)).text();
  return {
    ...found,
    slots: Object.fromEntries(Object.entries(found.slots).map(([name, raw]) => [name, decodeEntities(raw)])),
    description: { ...found.description, text: decodeEntities(found.description.text) },
  };
}

beforeEach(async () => {
  await publishFixtures(env);
  await env.ASSETS.put(assetKey(SHELL_PACKAGE, VERSIONS[SHELL_PACKAGE], SHELL_TEMPLATE_FILE), PREPAINTED_TEMPLATE, {
    httpMetadata: { contentType: 'text/html; charset=utf-8' },
  });
});

describe("a job page's pre-painted head", () => {
  it('is shown with the served job title, company and the avatar initials', async () => {
    const { status, html } = await get(`/jobs/${job.slug}`);
    const served = await servedJob(job.slug);
    expect(status).toBe(200);
    const head = await jobHead(html);
    expect(head).toMatchObject({ parts: 1, hidden: false, elementsInSlots: 0, verifiedBadges: served.employerVerified ? 1 : 0 });
    expect(head.slots).toEqual({
      [PREPAINT_SLOTS.jobTitle]: served.Title,
      [PREPAINT_SLOTS.jobCompany]: served.Company,
      [PREPAINT_SLOTS.jobInitials]: 'LL',
    });
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('carries a hostile title and company as text: no tag, script or comment of theirs', async () => {
    const { status, html } = await get(`/jobs/${hostileJob.slug}`);
    const served = await servedJob(hostileJob.slug);
    expect(status).toBe(200);
    const head = await jobHead(html);
    expect(head.elementsInSlots).toBe(0);
    expect(head.slots[PREPAINT_SLOTS.jobTitle]).toBe(served.Title);
    expect(head.slots[PREPAINT_SLOTS.jobCompany]).toBe(served.Company);
    expect(served.Title).toContain('<script>alert(1)</script>');
    expect(served.Company).toContain('&');
    expect(html).toContain('Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Evil &lt;!-- Co &amp; "Sons"');
  });

  it('is shown for an expired job, which the page still shows under its title (410), without its description', async () => {
    const { status, html } = await get('/jobs/old-role', await realApi([makeJob({ slug: 'old-role', ageDays: 40 })]));
    expect(status).toBe(410);
    // The page shows its closed notice above the description, which the pre-paint does not draw.
    expect(await jobHead(html)).toMatchObject({ parts: 1, hidden: false, description: { parts: 0, tags: [], text: '' } });
  });

  it("shows an open job's description's first blocks, drawn from the api's tree", async () => {
    const descriptionMd = [
      '## About us',
      'We build **wallets** & *tools*; see [our site](https://lumen.example/about).',
      '- Rust\n- Go',
      '```',
      'code the pre-paint does not draw',
      '```',
      'After the code.',
    ].join('\n\n');
    const { html } = await get('/jobs/rich-role', await realApi([makeJob({ slug: 'rich-role', descriptionMd })]));
    const { description } = await jobHead(html);
    expect(description).toMatchObject({ parts: 1, hidden: false });
    // Up to the code block, which ends the pre-painted part; the page draws the rest.
    expect(description.tags).toEqual(['h2', 'p', 'strong', 'em', 'a', 'ul', 'li', 'li']);
    expect(description.text).toBe('About usWe build wallets & tools; see our site.RustGo');
    expect(html).toContain('<a href="https://lumen.example/about" target="_blank" rel="noopener noreferrer nofollow">our site</a>');
  });

  it("carries a hostile description as text: no tag, script or comment of its author's", async () => {
    const { html } = await get(`/jobs/${hostileJob.slug}`);
    const served = await servedJob(hostileJob.slug);
    const { description } = await jobHead(html);
    const text = (node: DescriptionNode): string => (typeof node === 'string' ? node : (node.c ?? []).map(text).join(''));
    expect(description.tags).toEqual(['p']);
    expect(description.text).toBe(served.descriptionTree.map(text).join(''));
    expect(description.text).toContain('"quoted"');
    expect(html).not.toContain('<!-- "quoted"');
  });

  it.each([
    ['an unknown job (404)', '/jobs/no-such-job-0000'],
    ['the home page', '/'],
    ['another page', '/about'],
  ])('is removed from %s', async (_, path) => {
    const { html } = await get(path);
    expect(await jobHead(html)).toMatchObject({ parts: 0, slots: {} });
    expect(html).not.toContain(PREPAINT_SLOT_ATTRIBUTE);
  });

  it('is removed when the api could not answer: the page fetches the job and shows its skeleton meanwhile', async () => {
    const { status, html } = await get(`/jobs/${job.slug}`, failingApi());
    expect(status).toBe(200);
    expect(await jobHead(html)).toMatchObject({ parts: 0, slots: {} });
    expect(html).not.toContain('<h1');
  });
});
