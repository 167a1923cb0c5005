/**
 * A profile link the page may show: an absolute http(s) URL, else null. The api checks
 * links when a claimant saves them; the page checks again, so a bad row (an old one, a
 * sources file typo) can never put a `javascript:` or relative target in a link.
 */
export function webLink(url: string | null | undefined): { href: string; host: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return { href: parsed.href, host: parsed.host.replace(/^www\./, '') };
}
