/**
 * @chainwork/shared-config/xml-text (Workers only: the gateway's sitemap and blog feed, the api's job feeds).
 * Text safe for any XML element or attribute: characters XML 1.0 forbids (most C0
 * controls, lone surrogates, U+FFFE/U+FFFF) are dropped, and markup is escaped. Job fields
 * come from employers, so every one goes through here (or `xmlSafe` before a library that
 * escapes by itself).
 */
// The C0 controls XML forbids, written as escapes in a string (the pattern is built, not a literal).
const FORBIDDEN_C0 = ['\\u0000-\\u0008', '\\u000B', '\\u000C', '\\u000E-\\u001F'].join('');
const NOT_XML_CHAR = new RegExp(
  `[${FORBIDDEN_C0}\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
);

/** Without the characters XML cannot carry at all; `]]>` broken up, so no CDATA section can be closed early. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/]]>/g, ']] >');
}

// Tab, LF and CR as references too: a parser turns them into spaces inside an attribute
// and CR into LF inside text; a reference comes through as the character itself.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"'\t\n\r]/g, (ch) => ESCAPES[ch]!);
}
