import { describe, expect, it } from 'vitest';
import { isInertCss } from './inert-css';

describe('isInertCss', () => {
  it.each([
    '.cls-1{fill:url(#linear-gradient);}.cls-2{fill:#1a1a2e;font-family:Inter, sans-serif}',
    'fill: rgb(1, 2, 3); stroke: URL( "#g" ); opacity: .5',
    'matrix(1 0 0 1 0 0) translate(4,5) rotate(45 5 5) skewX(2)',
    'M0 0L10 10z',
    '',
  ])('accepts %s', (css) => {
    expect(isInertCss(css)).toBe(true);
  });

  it.each([
    ['an escape', 'fill:u\\72l(https://x.example/f)'],
    ['an escape that spells nothing', 'font-family:\\41'],
    ['a comment', 'fill:ur/**/l(#a)'],
    ['an at-rule', '@import "https://x.example/a.css";'],
    ['a url() to elsewhere', 'fill:url(https://x.example/f)'],
    ['a url() with a path before the fragment', 'fill:url(/x.svg#a)'],
    ['image-set()', 'background:image-set("https://x.example/p.png" 1x)'],
    ['a prefixed image-set()', 'background:-webkit-image-set(url(#a) 1x)'],
    ['expression()', 'width:expression(alert(1))'],
    ['var()', 'fill:var(--x)'],
    ['a bracket after no function', 'fill:(1)'],
  ])('refuses %s', (_label, css) => {
    expect(isInertCss(css)).toBe(false);
  });
});
