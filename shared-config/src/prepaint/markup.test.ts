// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../constants';
import { route } from '../routes';
import { HOME_HERO, TOP_BAR_MENUS } from './home-hero';
import { JOB_HEAD } from './job-head-content';
import { prepaintCss, prepaintHomeHero, prepaintJobHead, prepaintMarkup, prepaintTopBar } from './markup';
import { PREPAINT_ATTRIBUTE, PREPAINT_JOB_HEAD_CLASS, PREPAINT_PARTS, PREPAINT_SLOT_ATTRIBUTE, PREPAINT_SLOTS } from './parts';

/** The markup parsed the way the browser will parse the template. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

const partOf = (doc: Document, name: string) => doc.querySelectorAll(`[${PREPAINT_ATTRIBUTE}="${name}"]`);

describe('the static pre-paint', () => {
  it('says what the hero says, from the shared constants', () => {
    const hero = parse(prepaintHomeHero());
    expect(hero.querySelector('h1')?.textContent).toBe(
      `${HOME_HERO.heading.before} ${HOME_HERO.heading.highlight} ${HOME_HERO.heading.after}`,
    );
    expect(hero.body.textContent).toContain(HOME_HERO.badge);
    expect(hero.querySelector('p')?.textContent).toBe(HOME_HERO.lead);
    expect([...hero.querySelectorAll('li')].map((li) => li.textContent)).toEqual([...HOME_HERO.promises]);
    expect([...hero.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [HOME_HERO.browse, '#job-search'],
      [HOME_HERO.post, route('postJob').path],
    ]);
  });

  it('draws the top bar with one real link home; the rest is a picture, hidden from assistive tech and inert', () => {
    const bar = parse(prepaintTopBar());
    const links = bar.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('aria-label')).toBe(`${SITE_NAME} home`);
    expect(links[0]!.getAttribute('href')).toBe(route('home').path);
    expect(bar.querySelectorAll('header')).toHaveLength(1);
    expect(bar.querySelectorAll('button, input, [tabindex]')).toHaveLength(0);
    for (const picture of bar.querySelectorAll('.cwpp-nav, .cwpp-mob')) {
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      expect(picture.hasAttribute('inert')).toBe(true);
    }
    const desktop = bar.querySelector('.cwpp-nav')!.textContent;
    for (const label of [
      route('about').label,
      route('blog').label,
      ...Object.values(TOP_BAR_MENUS),
      route('feedback').label,
      route('postJob').label,
    ])
      expect(desktop).toContain(label);
  });

  it('builds the parts a route or visitor may not show hidden, for the gateway to show', () => {
    const doc = parse(prepaintMarkup());
    expect(partOf(doc, PREPAINT_PARTS.topBar)).toHaveLength(1);
    expect(partOf(doc, PREPAINT_PARTS.homeHero)).toHaveLength(1);
    expect(partOf(doc, PREPAINT_PARTS.homeHero)[0]!.hasAttribute('hidden')).toBe(true);
    const signIn = partOf(doc, PREPAINT_PARTS.account);
    expect(signIn).toHaveLength(2); // the desktop bar's and the phone's
    for (const el of signIn) expect(el.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelectorAll('[id]')).toHaveLength(prepaintMarkup().match(/ id="/g)?.length ?? 0);
    // Only the art's SVG defines ids; nothing the app's own elements use.
    for (const el of doc.querySelectorAll('[id]')) expect(el.closest('svg')).not.toBeNull();
  });

  it("builds a job page's head hidden, its slots empty for the gateway to fill with text", () => {
    const doc = parse(prepaintMarkup());
    const [head] = partOf(doc, PREPAINT_PARTS.jobHead);
    expect(partOf(doc, PREPAINT_PARTS.jobHead)).toHaveLength(1);
    expect(head!.hasAttribute('hidden')).toBe(true);
    const slots = [...head!.querySelectorAll(`[${PREPAINT_SLOT_ATTRIBUTE}]`)];
    expect(slots.map((el) => el.getAttribute(PREPAINT_SLOT_ATTRIBUTE)).sort()).toEqual(Object.values(PREPAINT_SLOTS).sort());
    for (const el of slots) expect(el.innerHTML).toBe('');
    // Every slot of the document is in the job head.
    expect(doc.querySelectorAll(`[${PREPAINT_SLOT_ATTRIBUTE}]`)).toHaveLength(slots.length);
    // The verified badge is a part of its own, inside, also hidden.
    const badge = partOf(doc, PREPAINT_PARTS.jobVerified);
    expect(badge).toHaveLength(1);
    expect(head!.contains(badge[0]!)).toBe(true);
    expect(badge[0]!.hasAttribute('hidden')).toBe(true);
    expect(badge[0]!.textContent).toBe(JOB_HEAD.verified);
  });

  it('draws the job head as the page does: a real link back to the search, the title as the h1, the avatar a picture', () => {
    const head = parse(prepaintJobHead());
    const content = head.querySelector(`.${PREPAINT_JOB_HEAD_CLASS}`)!;
    const links = content.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect([links[0]!.textContent, links[0]!.getAttribute('href')]).toEqual([JOB_HEAD.back, '/#job-search']);
    const h1 = content.querySelector('h1')!;
    expect(h1.getAttribute(PREPAINT_SLOT_ATTRIBUTE)).toBe(PREPAINT_SLOTS.jobTitle);
    const initials = content.querySelector(`[${PREPAINT_SLOT_ATTRIBUTE}="${PREPAINT_SLOTS.jobInitials}"]`)!;
    expect(initials.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(content.querySelectorAll('button, input, img, [tabindex]')).toHaveLength(0);
  });

  it('writes no script (its words go through escapeHtml, tested beside it)', () => {
    expect(prepaintMarkup()).not.toMatch(/<script/i);
  });

  it('has a style sheet with no way out of its <style> element', () => {
    const css = prepaintCss();
    expect(css).not.toMatch(/<\/style/i);
    expect(css).not.toContain('\n');
    expect(css).toContain('.cwpp-h1');
  });
});
