/**
 * The canonical link: the configured site root plus the path, without query, hash
 * or trailing slash (docs/product-requirements.md#page-metadata). The host never comes from the request: a forged Host
 * header must not move the canonical.
 */
export function canonicalUrl(siteUrl: string, pathOrUrl: string): string {
  const root = siteUrl.replace(/\/+$/, '');
  const path = pathOrUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
  const clean = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (clean === '') return root;
  return root + (clean.startsWith('/') ? clean : `/${clean}`);
}
