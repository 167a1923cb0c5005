import { describe, expect, it } from 'vitest';
import { descriptionTreeSchema } from './description';

const accepts = (tree: unknown) => descriptionTreeSchema.safeParse(tree).success;

describe('descriptionTreeSchema', () => {
  it('accepts text and the allowed elements with their own attributes', () => {
    expect(
      accepts([
        { t: 'h2', c: ['Role'] },
        { t: 'p', c: ['Read ', { t: 'a', href: 'https://acme.example', c: ['this'] }, { t: 'a', c: ['words'] }, { t: 'br' }] },
        { t: 'ol', start: 3, c: [{ t: 'li', c: [{ t: 'img', alt: 'Team' }] }] },
        { t: 'hr' },
      ]),
    ).toBe(true);
  });

  it.each([
    ['an unknown tag', [{ t: 'script', c: ['alert(1)'] }]],
    ['an h1 (the page title is the only one)', [{ t: 'h1', c: ['Title'] }]],
    ['an unsafe link target', [{ t: 'a', href: 'javascript:alert(1)', c: ['x'] }]],
    ['a relative link target', [{ t: 'a', href: '/admin', c: ['x'] }]],
    ['a link target with spaces around it', [{ t: 'a', href: ' https://acme.example', c: ['x'] }]],
    ['an attribute on another tag', [{ t: 'p', href: 'https://acme.example', c: ['x'] }]],
    ['an image with an address', [{ t: 'img', alt: 'x', src: 'https://tracker.example/p.gif' }]],
    ['an image without alt text', [{ t: 'img', alt: '' }]],
    ['children in an empty element', [{ t: 'hr', c: ['x'] }]],
    ['a deep bad node', [{ t: 'ul', c: [{ t: 'li', c: [{ t: 'em', c: [{ t: 'style', c: ['*{}'] }] }] }] }]],
    ['a number as text', [{ t: 'p', c: [1] }]],
  ])('refuses %s', (_name, tree) => expect(accepts(tree)).toBe(false));
});
