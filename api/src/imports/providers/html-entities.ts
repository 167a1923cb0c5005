/**
 * Undoes one level of HTML escaping: Greenhouse sends `content` as `&lt;p&gt;Pay &amp;amp; perks`,
 * whose HTML is `<p>Pay &amp; perks`. One pass over the string, so `&amp;lt;` becomes `&lt;` (text
 * that shows "<"), never `<`. Only the escapes an escaper writes (& < > " ' and numeric ones)
 * are undone; any other named reference stays as it is, which the HTML parser downstream reads
 * the same way it would have read the decoded character.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function decodeEscapedHtml(escaped: string): string {
  return escaped.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in NAMED) return NAMED[lower]!;
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    // NUL, surrogates and beyond Unicode are not characters: keep the reference as written.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}
