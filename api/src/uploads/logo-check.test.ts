import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@chainwork/shared-config/posting';
import { checkLogo, LOGO_MESSAGES } from './logo-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const circle = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#7c3aed"/></svg>';

describe('checkLogo', () => {
  it('recognises images by their bytes, whatever the file was called', () => {
    expect(checkLogo(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(checkLogo(bytes(0xff, 0xd8, 0xff, 0xe0))).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkLogo(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toMatchObject({ ok: true, contentType: 'image/webp' });
    expect(checkLogo(text(`<?xml version="1.0"?>\n<!-- logo -->\n${circle}`))).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
  });

  it('refuses what is not an image, empty or too large', () => {
    expect(checkLogo(text('%PDF-1.7 not a logo'))).toEqual({ ok: false, message: LOGO_MESSAGES.notImage });
    expect(checkLogo(bytes(0x4d, 0x5a, 0x90, 0x00, 0xff))).toEqual({ ok: false, message: LOGO_MESSAGES.notImage });
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, message: LOGO_MESSAGES.empty });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkLogo(big)).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ['an event handler in single quotes', "<svg xmlns='http://www.w3.org/2000/svg'><rect ONclick='x()'/></svg>"],
    ['an external image', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>'],
    ['an xlink to elsewhere', '<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="other.svg#a"/></svg>'],
    ['a javascript link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a foreign object', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>'],
    ['an external stylesheet', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.example/a.css);</style></svg>'],
    ['a CSS url()', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://x.example/f)"/></svg>'],
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('refuses an SVG with %s', (_label, svg) => {
    expect(checkLogo(text(svg))).toEqual({ ok: false, message: LOGO_MESSAGES.unsafeSvg });
  });

  it('keeps references inside the file', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>';
    expect(checkLogo(text(svg))).toMatchObject({ ok: true });
  });
});

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const svgWith = (inner: string, declarations = '') => `<svg xmlns="${SVG_NS}"${declarations} viewBox="0 0 10 10">${inner}</svg>`;

describe('checkLogo: the bypasses of the regex check', () => {
  it.each([
    ['<x:script> with x bound to the SVG namespace', svgWith('<x:script>alert(1)</x:script>', ` xmlns:x="${SVG_NS}"`)],
    ['<h:script> in the XHTML namespace', svgWith(`<h:script xmlns:h="${XHTML_NS}">alert(1)</h:script>`)],
    [
      '<x:set to="jav&#x61;script:..."> with x bound to the SVG namespace',
      svgWith('<g><x:set attributeName="href" to="jav&#x61;script:alert(1)"/></g>', ` xmlns:x="${SVG_NS}"`),
    ],
    ['y:href to elsewhere with y bound to xlink', svgWith('<use y:href="https://tracker.example/s.svg#a"/>', ` xmlns:y="${XLINK_NS}"`)],
    [
      'a CSS escape spelling url( in a style attribute',
      svgWith('<rect width="9" height="9" style="fill:u\\72l(https://tracker.example/f)"/>'),
    ],
    [
      'a CSS escape spelling url( in a style element',
      svgWith('<style>rect{fill:u\\72l(https://tracker.example/f)}</style><rect width="9" height="9"/>'),
    ],
    [
      'a CSS escape spelling url( in a presentation attribute',
      svgWith('<rect width="9" height="9" fill="u\\72l(https://tracker.example/f)"/>'),
    ],
    ['image-set() in a style element', svgWith('<style>svg{background-image:image-set("https://tracker.example/p.png" 1x)}</style>')],
    ['image-set() in a style attribute', svgWith('<g style="background:image-set(\'https://tracker.example/p.png\' 1x)"/>')],
  ])('refuses %s', (_label, svg) => {
    expect(checkLogo(text(svg))).toEqual({ ok: false, message: LOGO_MESSAGES.unsafeSvg });
  });
});

describe('checkLogo: an SVG logo is an allowlist of plain SVG', () => {
  it.each([
    ['an element outside the allowlist (animation)', svgWith('<animate attributeName="fill" to="red"/>')],
    ['an element in an unknown namespace', svgWith('<e:thing xmlns:e="urn:editor"/>')],
    ['an attribute in an unknown namespace', svgWith('<g e:label="Layer" xmlns:e="urn:editor"/>')],
    ['a link element', svgWith('<a href="#x"><text>x</text></a>')],
    ['a same-file image', svgWith('<image href="#x"/>')],
    ['an href with no #', svgWith('<linearGradient id="g" href="g2"/>')],
    ['a url() to elsewhere in a presentation attribute', svgWith('<rect fill="url(other.svg#g)"/>')],
    ['a CSS function outside the allowlist', svgWith('<rect style="fill:var(--x)"/>')],
    ['a CSS at-rule', svgWith('<style>@font-face{font-family:x}</style>')],
    ['a CSS comment, which can hide a token', svgWith('<style>rect{fill:ur/**/l(#g)}</style>')],
    ['an xml-stylesheet processing instruction', `<?xml-stylesheet href="https://x.example/a.css"?>${svgWith('')}`],
    ['a DOCTYPE without entities', `<!DOCTYPE svg>${svgWith('')}`],
    ['an encoding other than UTF-8 declared', `<?xml version="1.0" encoding="Shift_JIS"?>${svgWith('')}`],
    ['XML 1.1', `<?xml version="1.1"?>${svgWith('')}`],
    ['markup that is not well-formed', svgWith('<g>')],
    ['a root that is not SVG in the SVG namespace', '<svg viewBox="0 0 10 10"><rect width="9" height="9"/></svg>'],
    ['a control character XML forbids', svgWith('<title>a\u000bb</title>')],
    [
      'a use whose target uses again (exponential rendering)',
      svgWith('<defs><g id="a"><use href="#b"/></g><g id="b"/></defs><use href="#a"/>'),
    ],
  ])('refuses %s', (_label, svg) => {
    expect(checkLogo(text(svg))).toEqual({ ok: false, message: LOGO_MESSAGES.unsafeSvg });
  });

  it.each([
    [
      'an Illustrator-style export (classes in a style element, gradients, data-name)',
      `<?xml version="1.0" encoding="UTF-8"?><svg id="Layer_1" data-name="Layer 1" xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" viewBox="0 0 120 40">` +
        '<defs><style>.cls-1{fill:url(#linear-gradient);}.cls-2{fill:#1a1a2e;font-family:Inter, sans-serif;font-size:12px;}</style>' +
        '<linearGradient id="linear-gradient" x1="0" y1="0" x2="1" y2="0" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="rgb(34, 211, 238)"/></linearGradient>' +
        '<linearGradient id="linear-gradient-2" xlink:href="#linear-gradient" gradientTransform="rotate(45 0.5 0.5)"/></defs>' +
        '<title>Acme</title><path class="cls-1" d="M0 0h40v40H0z"/><text class="cls-2" transform="translate(48 26)">Acme <tspan x="30">Labs</tspan></text></svg>',
    ],
    [
      'a plain Inkscape export (CDATA style, prefixed root, xml:space, clip path, mask, a blur)',
      `<svg:svg xmlns:svg="${SVG_NS}" width="40" height="40" xml:space="preserve"><svg:style type="text/css"><![CDATA[ .a { stroke: #000; stroke-width: 2 } ]]></svg:style>` +
        '<svg:defs><svg:clipPath id="c"><svg:circle cx="20" cy="20" r="18"/></svg:clipPath><svg:mask id="m"><svg:rect width="40" height="40" fill="#fff"/></svg:mask>' +
        '<svg:filter id="f"><svg:feGaussianBlur in="SourceGraphic" stdDeviation="1"/></svg:filter></svg:defs>' +
        '<svg:g clip-path="url(#c)" mask="url( \'#m\' )" filter="url(#f)"><svg:ellipse class="a" cx="20" cy="20" rx="10" ry="6" style="fill: hsl(260, 80%, 50%); opacity: .9"/></svg:g></svg:svg>',
    ],
    [
      'a symbol used twice',
      svgWith('<defs><symbol id="s"><rect width="4" height="4"/></symbol></defs><use href="#s"/><use href="#s" x="5"/>'),
    ],
  ])('accepts %s', (_label, svg) => {
    expect(checkLogo(text(svg))).toEqual({ ok: true, contentType: 'image/svg+xml', extension: 'svg' });
  });
});
