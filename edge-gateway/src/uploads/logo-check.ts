/**
 * A company logo, checked by its content (never by its name or declared type): PNG,
 * JPEG and WebP by their magic bytes; SVG parsed for anything active or external
 * (scripts, event handlers, foreign objects, links and references outside the file,
 * DTDs), which is refused. Stored logos are also served under a CSP that runs nothing.
 */
import { LOGO_MAX_BYTES, type LogoContentType } from '@chainwork/shared-config/posting';

export type LogoCheck =
  { ok: true; contentType: LogoContentType; extension: 'png' | 'jpg' | 'webp' | 'svg' } | { ok: false; message: string };

export const LOGO_MESSAGES = {
  empty: 'Choose a logo file',
  tooLarge: 'The logo must be at most 1 MB',
  notImage: 'The logo must be a PNG, JPEG, WebP or SVG image',
  unsafeSvg: 'This SVG contains scripts or external references; export it again as a plain image',
} as const;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** Elements that run code, embed other documents or pull in other content. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
  'set',
  'animate',
]);
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const TAG = /<\s*([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** True when an SVG document has nothing active or external in it. */
export function isSafeSvg(text: string): boolean {
  const body = text.replace(/^\uFEFF/, '');
  // DTDs (entity expansion, external entities) and processing instructions other than the XML declaration.
  if (/<!DOCTYPE|<!ENTITY/i.test(body) || /<\?(?!xml\s)/i.test(body)) return false;
  const withoutComments = body.replace(/<!--[\s\S]*?-->/g, '');
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i.test(withoutComments)) return false;
  if (/javascript:|@import|<!\[CDATA\[/i.test(withoutComments)) return false;
  for (const tag of withoutComments.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase().replace(/^svg:/, '');
    if (ACTIVE_ELEMENTS.has(name)) return false;
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1]!.toLowerCase();
      const value = (attribute[3] ?? attribute[4] ?? attribute[5] ?? '').trim();
      if (attributeName.startsWith('on')) return false;
      if (REFERENCE_ATTRIBUTES.has(attributeName) && !value.startsWith('#')) return false;
      if (/url\(\s*['"]?(?!#)/i.test(value)) return false;
    }
  }
  // A <style> element's text may reference outside content too.
  return !/url\(\s*['"]?(?!#)/i.test(withoutComments.replace(TAG, ''));
}

export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.byteLength === 0) return { ok: false, message: LOGO_MESSAGES.empty };
  if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  if (startsWith(bytes, PNG)) return { ok: true, contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { ok: true, contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { ok: true, contentType: 'image/webp', extension: 'webp' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: LOGO_MESSAGES.notImage };
  }
  if (!/<svg[\s>]/i.test(text)) return { ok: false, message: LOGO_MESSAGES.notImage };
  return isSafeSvg(text) ? { ok: true, contentType: 'image/svg+xml', extension: 'svg' } : { ok: false, message: LOGO_MESSAGES.unsafeSvg };
}
