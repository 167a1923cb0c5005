/**
 * The static pre-paint's job head through the document route: shown and filled with the
 * job the api answered for a job page, removed from every other document.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey } from '@chainwork/shared-config';
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

/** The job head as the browser will read it: shown or not, and each slot's text, decoded. */
async function jobHead(html: string) {
  const found = { parts: 0, hidden: false, slots: {} as Record<string, string>, elementsInSlots: 0, verifiedBadges: 0 };
  const slotSelector = (name: string) => `[${PREPAINT_SLOT_ATTRIBUTE}="${name}"]`;
  let rewriter = new HTMLRewriter()
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobHead}"]`, {
      element(el) {
        found.parts++;
        found.hidden = el.hasAttribute('hidden');
      },
    })
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobVerified}"]`, { element: () => void found.verifiedBadges++ });
  for (const name of Object.values(PREPAINT_SLOTS)) {
    rewriter = rewriter
      .on(slotSelector(name), { text: (chunk) => void (found.slots[name] = (found.slots[name] ?? '') + chunk.text) })
      .on(`${slotSelector(name)} *`, { element: () => void found.elementsInSlots++ });
  }
  await rewriter.transform(new Response(html)).text();
  return { ...found, slots: Object.fromEntries(Object.entries(found.slots).map(([name, raw]) => [name, decodeEntities(raw)])) };
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

  it('is shown for an expired job, which the page still shows under its title (410)', async () => {
    const { status, html } = await get('/jobs/old-role', await realApi([makeJob({ slug: 'old-role', ageDays: 40 })]));
    expect(status).toBe(410);
    expect(await jobHead(html)).toMatchObject({ parts: 1, hidden: false });
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
