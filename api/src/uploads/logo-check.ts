/**
 * A company logo, checked by its content (never by its name or declared type): PNG, JPEG
 * and WebP by their magic bytes; SVG read with a namespace-aware XML parser against an
 * allowlist of plain SVG (svg-check.ts). An SVG with anything else in it is refused, not
 * cleaned: the employer exports it again, and what is stored is exactly what was checked.
 * Stored logos are also served under a CSP that runs nothing (http/logo-routes.ts), the
 * second wall.
 */
import { LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoContentType } from '@chainwork/shared-config/posting';
import { isSafeSvg } from './svg-check';

export type LogoCheck =
  { ok: true; contentType: LogoContentType; extension: 'png' | 'jpg' | 'webp' | 'svg' } | { ok: false; message: string };

export { LOGO_MESSAGES };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
/** An svg element, prefixed or not: the file means to be an SVG (then it is judged as one). */
const SVG_TAG = /<(?:[\w.-]+:)?svg[\s>/]/i;

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
  if (!SVG_TAG.test(text)) return { ok: false, message: LOGO_MESSAGES.notImage };
  return isSafeSvg(text) ? { ok: true, contentType: 'image/svg+xml', extension: 'svg' } : { ok: false, message: LOGO_MESSAGES.unsafeSvg };
}
