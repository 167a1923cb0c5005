/**
 * The only place that builds markup the gateway injects into a document. Every attribute
 * value is escaped; a script body can only be JSON, serialized so that no value can close
 * the tag, open a comment or end a JavaScript line (U+2028/2029).
 */
import { serializeJsonForScript } from '@chainwork/shared-config/meta';
import { escapeHtml } from '@chainwork/shared-config/html-escape';

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

type Attributes = Record<string, string>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .map(([name, value]) => {
      // Names are ours, never data; a bad one is a programming error, not input to escape.
      if (!ATTRIBUTE_NAME.test(name)) throw new Error(`Bad attribute name: ${name}`);
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

/** A void element such as `<link>` or `<meta>`. */
export function voidTag(name: 'link' | 'meta', attrs: Attributes): string {
  return `<${name}${attributes(attrs)}>`;
}

/** `<title>` with escaped text (used only when a template has none). */
export function titleTag(text: string): string {
  return `<title>${escapeHtml(text)}</title>`;
}

/** `<script ...>JSON</script>` whose text `JSON.parse` turns back into `value`. */
export function jsonScriptTag(value: unknown, attrs: Attributes = {}): string {
  return `<script${attributes(attrs)}>${serializeJsonForScript(value)}</script>`;
}

/** `<script>window.NAME=JSON</script>`: JSON is a valid JavaScript expression, and the escapes keep it inside the tag. */
export function globalAssignmentScriptTag(globalName: string, value: unknown, attrs: Attributes = {}): string {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(globalName)) throw new Error(`Bad global name: ${globalName}`);
  return `<script${attributes(attrs)}>window.${globalName}=${serializeJsonForScript(value)};</script>`;
}

export const canonicalLinkTag = (href: string) => voidTag('link', { rel: 'canonical', href });
export const alternateLinkTag = (link: { type: string; title: string; href: string }) => voidTag('link', { rel: 'alternate', ...link });
export const descriptionMetaTag = (content: string) => voidTag('meta', { name: 'description', content });
export const jsonLdScriptTag = (jsonLd: unknown, attrs: Attributes = {}) =>
  jsonScriptTag(jsonLd, { type: 'application/ld+json', ...attrs });

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/**
 * `<link rel="preload">`. Fetches are CORS-mode, so their preload must be too, or the
 * browser fetches twice; a script preload carries the page's CSP nonce, or it is refused.
 */
export function preloadLinkTag({ href, as }: Preload, { nonce }: { nonce: string }): string {
  return voidTag('link', as === 'fetch' ? { rel: 'preload', as, href, crossorigin: 'anonymous' } : { rel: 'preload', as, href, nonce });
}
