import { describe, expect, it } from 'vitest';
import {
  PREPAINT_ATTRIBUTE,
  PREPAINT_PARTS,
  PREPAINT_SLOT_ATTRIBUTE,
  PREPAINT_SLOTS,
  prepaintMarkup,
} from '@chainwork/shared-config/prepaint';
import { decodeEntities } from '../../test/inspect-html';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';
import { prepaintChoices, type PrepaintChoices, type PrepaintJob } from './prepaint';
import { rewriteShell } from './rewrite';

const local = { authProvider: 'local', authPublishableKey: '' } as const;
const session = { userId: 'u1', email: 'a@b.example', roles: [], expiresAt: 2_000_000_000_000 };
const template = `<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root">${prepaintMarkup()}</div></body></html>`;

async function served(prepaint?: PrepaintChoices): Promise<string> {
  const meta = { title: 't', description: 'd', canonical: 'https://chainwork.example/' };
  return rewriteShell(template, {
    meta,
    runtimeConfig: testRuntimeConfig(),
    shellVersion: 'v1',
    nonce: 'n',
    ...(prepaint ? { prepaint } : {}),
  }).text();
}

const part = (name: string) => new RegExp(`<[^>]*${PREPAINT_ATTRIBUTE}="${name}"[^>]*>`, 'g');

/** A slot's content as the browser will read it: the raw markup inside it, and its text decoded. */
async function slotContent(html: string, name: string): Promise<{ raw: string; text: string }> {
  let raw = '';
  let elements = 0;
  await new HTMLRewriter()
    .on(`[${PREPAINT_SLOT_ATTRIBUTE}="${name}"] *`, { element: () => void elements++ })
    .on(`[${PREPAINT_SLOT_ATTRIBUTE}="${name}"]`, { text: (chunk) => void (raw += chunk.text) })
    .transform(new Response(html))
    .text();
  expect(elements).toBe(0); // text only: nothing the job's words could have opened
  return { raw, text: decodeEntities(raw) };
}

const lumen: PrepaintJob = { title: 'Senior Solidity Engineer', company: 'Lumen Labs', verified: false };

describe('prepaintChoices', () => {
  it('shows the hero on / only, and not on an error status', () => {
    expect(prepaintChoices({ path: '/', status: 200, session: null, settings: local }).homeHero).toBe(true);
    expect(prepaintChoices({ path: '/about', status: 200, session: null, settings: local }).homeHero).toBe(false);
    expect(prepaintChoices({ path: '/jobs/x', status: 200, session: null, settings: local }).homeHero).toBe(false);
    expect(prepaintChoices({ path: '/', status: 503, session: null, settings: local }).homeHero).toBe(false);
  });

  it('shows Sign in only to a visitor the app will show it to at first render', () => {
    expect(prepaintChoices({ path: '/', status: 200, session: null, settings: local }).signIn).toBe(true);
    expect(prepaintChoices({ path: '/', status: 200, session, settings: local }).signIn).toBe(false);
    // A hosted provider with a key is still loading at first render (a placeholder circle).
    expect(
      prepaintChoices({ path: '/', status: 200, session: null, settings: { authProvider: 'clerk', authPublishableKey: 'pk_test_x' } })
        .signIn,
    ).toBe(false);
    expect(
      prepaintChoices({ path: '/', status: 200, session: null, settings: { authProvider: 'clerk', authPublishableKey: '' } }).signIn,
    ).toBe(true);
  });

  it('passes on the job the document hands to its page, and none without one', () => {
    expect(prepaintChoices({ path: '/jobs/x', status: 200, session: null, settings: local, job: lumen }).job).toEqual(lumen);
    expect(prepaintChoices({ path: '/jobs/x', status: 404, session: null, settings: local }).job).toBeNull();
  });
});

describe('the pre-paint in a served document', () => {
  it('keeps the top bar and shows the chosen parts', async () => {
    const html = await served({ homeHero: true, signIn: true });
    expect(html.match(part(PREPAINT_PARTS.topBar))).toHaveLength(1);
    const hero = html.match(part(PREPAINT_PARTS.homeHero))!;
    expect(hero).toHaveLength(1);
    expect(hero[0]).not.toContain('hidden');
    const signIn = html.match(part(PREPAINT_PARTS.account))!;
    expect(signIn).toHaveLength(2);
    for (const tag of signIn) expect(tag).not.toContain('hidden');
  });

  it('removes what the page or visitor must not see, and by default everything but the top bar', async () => {
    for (const html of [await served({ homeHero: false, signIn: false }), await served()]) {
      expect(html.match(part(PREPAINT_PARTS.topBar))).toHaveLength(1);
      expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.homeHero}"`);
      expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.account}"`);
      expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobHead}"`);
      expect(html).not.toContain(PREPAINT_SLOT_ATTRIBUTE);
      expect(html).not.toContain('<h1');
    }
  });

  it('shows the job head with the job title, company and initials filled in', async () => {
    const html = await served({ homeHero: false, signIn: false, job: lumen });
    const head = html.match(part(PREPAINT_PARTS.jobHead))!;
    expect(head).toHaveLength(1);
    expect(head[0]).not.toContain('hidden');
    expect((await slotContent(html, PREPAINT_SLOTS.jobTitle)).text).toBe('Senior Solidity Engineer');
    expect((await slotContent(html, PREPAINT_SLOTS.jobCompany)).text).toBe('Lumen Labs');
    expect((await slotContent(html, PREPAINT_SLOTS.jobInitials)).text).toBe('LL');
    expect(html.match(/<h1/g)).toHaveLength(1);
    // Not a verified employer: no badge.
    expect(html).not.toContain(`${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobVerified}"`);
    expect(html).not.toContain(PREPAINT_PARTS.homeHero);
  });

  it("shows the verified badge for a verified employer's job", async () => {
    const html = await served({ homeHero: false, signIn: false, job: { ...lumen, verified: true } });
    const badge = html.match(part(PREPAINT_PARTS.jobVerified))!;
    expect(badge).toHaveLength(1);
    expect(badge[0]).not.toContain('hidden');
  });

  it('writes the job words as text, escaped: a title or company cannot open markup', async () => {
    const title = `Engineer </h1><script>alert(1)</script> & "Sons" <!-- x`;
    const company = `Evil <b>Co</b> & Sons`;
    const html = await served({ homeHero: false, signIn: false, job: { title, company, verified: false } });
    const filledTitle = await slotContent(html, PREPAINT_SLOTS.jobTitle);
    expect(filledTitle.text).toBe(title);
    expect(filledTitle.raw).toContain('&lt;script&gt;');
    expect(filledTitle.raw).toContain(' &amp; ');
    expect((await slotContent(html, PREPAINT_SLOTS.jobCompany)).text).toBe(company);
    expect((await slotContent(html, PREPAINT_SLOTS.jobInitials)).text).toBe('ES');
    expect(html.match(/<script/gi)).toHaveLength(1); // the runtime config's, nothing more
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<b>');
  });
});
