/**
 * Properties of the SVG logo check: a plain logo built from the allowlist is accepted,
 * and the same logo with one hostile part mutated in (any prefix, any namespace binding,
 * XML character references, CSS escapes, odd spacing and case) is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLogo } from './logo-check';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const OTHER_NAMESPACES = ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML', 'urn:editor', 'http://www.w3.org/2000/SVG'];
const text = (value: string) => new TextEncoder().encode(value);

/** Some characters of an attribute value written as XML character references (the parser decodes them). */
const xmlEncoded = (value: string) =>
  fc.array(fc.constantFrom('plain', 'hex', 'decimal'), { minLength: value.length, maxLength: value.length }).map((ways) =>
    [...value]
      .map((ch, i) => {
        const code = ch.codePointAt(0)!;
        if (ways[i] === 'hex') return `&#x${code.toString(16)};`;
        if (ways[i] === 'decimal') return `&#${code};`;
        return ch === '"' ? '&quot;' : ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch;
      })
      .join(''),
  );
/** Some characters of CSS written as CSS escapes (`\72 `, `\r`). */
const cssEscaped = (value: string) =>
  fc
    .array(fc.constantFrom('plain', 'plain', 'hex', 'char'), { minLength: value.length, maxLength: value.length })
    .map((ways) =>
      [...value]
        .map((ch, i) =>
          ways[i] === 'hex' ? `\\${ch.codePointAt(0)!.toString(16)} ` : ways[i] === 'char' && /[a-z]/i.test(ch) ? `\\${ch}` : ch,
        )
        .join(''),
    );

const externalUrl = fc.constantFrom(
  'https://tracker.example/p.png',
  '//tracker.example/p',
  'javascript:alert(1)',
  'data:image/svg+xml,<svg/>',
  'other.svg#a',
  '/media/logos/x.svg#a',
);
/** A CSS value that loads something, in the shapes a browser accepts. */
const hostileValue = fc.oneof(
  fc
    .tuple(fc.constantFrom('url', 'URL', 'Url'), fc.constantFrom('', ' ', '\t'), fc.constantFrom('', '"', "'"), externalUrl)
    .map(([fn, space, quote, url]) => `${fn}(${space}${quote}${url}${quote}${space})`),
  externalUrl.map((url) => `image-set("${url}" 1x)`),
  externalUrl.map((url) => `-webkit-image-set(url(${url}) 1x)`),
  externalUrl.map((url) => `src("${url}")`),
  externalUrl.map((url) => `image("${url}")`),
  fc.constant('expression(alert(1))'),
  fc.constant('var(--x)'),
  fc.constant('ur/**/l(https://tracker.example/p)'),
);
/** A declaration with such a value, or an at-rule that loads. */
const hostileCss = fc.oneof(
  fc
    .tuple(fc.constantFrom('fill', 'background-image', 'cursor', 'mask-image', 'width'), hostileValue)
    .map(([property, value]) => `${property}:${value}`),
  externalUrl.map((url) => `@import "${url}";`),
  externalUrl.map((url) => `@import url(${url});`),
  externalUrl.map((url) => `@font-face{font-family:x;src:url(${url})}`),
);
const hostileCssWritten = hostileCss.chain((css) => fc.oneof(fc.constant(css), cssEscaped(css)));

interface Part {
  /** Namespace declarations the part needs on the root. */
  declarations: string;
  markup: string;
  /** A whole-document change instead of (or besides) markup inside the root. */
  prologue?: string;
}

const prefix = fc.constantFrom('x', 'svg', 'y0', 'a.b');
const ACTIVE = [
  'script',
  'foreignObject',
  'set',
  'animate',
  'animateTransform',
  'animateMotion',
  'image',
  'a',
  'iframe',
  'feImage',
  'discard',
  'handler',
  'pattern',
];

const hostileElement: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom(...ACTIVE), fc.oneof(fc.constant(''), prefix), fc.oneof(fc.constant(SVG_NS), fc.constantFrom(...OTHER_NAMESPACES)))
  .chain(([name, p, ns]) =>
    xmlEncoded('javascript:alert(1)').map((to) => {
      const qualified = p ? `${p}:${name}` : name;
      const declaration = p ? ` xmlns:${p}="${ns}"` : ns === SVG_NS ? '' : ` xmlns="${ns}"`;
      return { declarations: '', markup: `<${qualified}${declaration} attributeName="href" to="${to}" href="#a">alert(1)</${qualified}>` };
    }),
  );

const hostileElementInOtherNamespaceOnly: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom('g', 'rect', 'svg', 'style', 'path'), prefix, fc.constantFrom(...OTHER_NAMESPACES))
  .map(([name, p, ns]) => ({ declarations: ` xmlns:${p}="${ns}"`, markup: `<${p}:${name}/>` }));

const hostileHref: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom('use', 'linearGradient', 'radialGradient'), fc.oneof(fc.constant('xlink'), prefix), externalUrl, fc.boolean())
  .chain(([element, p, url, namespaced]) =>
    xmlEncoded(url).map((value) =>
      namespaced
        ? { declarations: ` xmlns:${p}="${XLINK_NS}"`, markup: `<${element} ${p}:href="${value}"/>` }
        : { declarations: '', markup: `<${element} href="${value}"/>` },
    ),
  );

const eventHandler: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom('onload', 'onclick', 'onmouseover', 'onbegin', 'onfocusin', 'OnLoad'), fc.constantFrom('rect', 'g', 'svg', 'path'))
  .map(([handler, element]) => ({ declarations: '', markup: `<${element} ${handler}="alert(1)"/>` }));

const hostileStyle: fc.Arbitrary<Part> = fc
  .tuple(hostileCssWritten, fc.constantFrom('style-attribute', 'style-element', 'cdata'))
  .chain(([css, where]) => {
    const sheet = css.startsWith('@') ? css : `rect{${css}}`;
    if (where === 'cdata') return fc.constant({ declarations: '', markup: `<style><![CDATA[${sheet}]]></style>` });
    return xmlEncoded(where === 'style-element' ? sheet : css).map((value) => ({
      declarations: '',
      markup: where === 'style-element' ? `<style>${value}</style>` : `<rect style="${value}"/>`,
    }));
  });

/** A presentation attribute takes a value alone. */
const hostilePresentation: fc.Arbitrary<Part> = fc
  .tuple(
    hostileValue.chain((value) => fc.oneof(fc.constant(value), cssEscaped(value))),
    fc.constantFrom('fill', 'stroke', 'filter', 'mask', 'clip-path'),
  )
  .chain(([value, attribute]) => xmlEncoded(value).map((encoded) => ({ declarations: '', markup: `<rect ${attribute}="${encoded}"/>` })));

const hostileDocument: fc.Arbitrary<Part> = fc.constantFrom(
  { declarations: '', markup: '', prologue: '<!DOCTYPE svg [<!ENTITY x "y">]>' },
  {
    declarations: '',
    markup: '',
    prologue: '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
  },
  { declarations: '', markup: '', prologue: '<?xml-stylesheet type="text/css" href="https://tracker.example/a.css"?>' },
  { declarations: '', markup: '', prologue: '<?xml version="1.0" encoding="ISO-2022-JP"?>' },
  { declarations: '', markup: '<?php echo 1; ?>' },
  { declarations: ' xml:base="https://tracker.example/"', markup: '' },
  { declarations: '', markup: '<g id="a"><use href="#b"/></g><use href="#a"/>' },
  { declarations: '', markup: '<style><rect/>rect{fill:red}</style>' },
);

const hostilePart = fc.oneof(
  hostileElement,
  hostileElementInOtherNamespaceOnly,
  hostileHref,
  eventHandler,
  hostileStyle,
  hostilePresentation,
  hostileDocument,
);

/** Plain parts of a logo, all in the allowlist. */
const plainPart = fc.constantFrom(
  '<rect width="10" height="10" fill="#7c3aed"/>',
  '<circle cx="5" cy="5" r="4" style="fill:rgb(1, 2, 3);stroke:url(#g)"/>',
  '<path d="M0 0L10 10z" transform="translate(1 2) rotate(45)"/>',
  '<text x="1" y="9" font-family="Inter, sans-serif">Acme &amp; Co</text>',
  '<g opacity=".5"><ellipse cx="5" cy="5" rx="3" ry="2"/></g>',
  '<title>Acme</title>',
  '<use xlink:href="#g"/>',
);
const GRADIENT = '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>';
const logo = (parts: readonly string[], declarations = '', prologue = '') =>
  `${prologue}<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"${declarations} viewBox="0 0 10 10">${GRADIENT}${parts.join('')}</svg>`;

describe('the SVG logo check, by property', () => {
  it('accepts a plain logo made of allowed parts', () => {
    fc.assert(
      fc.property(fc.array(plainPart, { maxLength: 8 }), (parts) => {
        expect(checkLogo(text(logo(parts)))).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses that logo with any hostile part mutated in, wherever it goes', () => {
    fc.assert(
      fc.property(fc.array(plainPart, { maxLength: 6 }), hostilePart, fc.nat(), fc.boolean(), (parts, hostile, at, wrapped) => {
        const markup = wrapped && hostile.markup ? `<g>${hostile.markup}</g>` : hostile.markup;
        const mutated: string[] = [...parts];
        mutated.splice(at % (parts.length + 1), 0, markup);
        expect(checkLogo(text(logo(mutated, hostile.declarations, hostile.prologue)))).toMatchObject({ ok: false });
      }),
      { numRuns: 500 },
    );
  });
});
