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
