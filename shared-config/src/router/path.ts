/** A place in the app: what `useLocation` returns and what `Link`/`navigate` accept. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** 'default' for the document's first location; a new random key for each navigation. */
  key: string;
}

/** Where to go: a URL path (`/jobs/x?y=1#z`, `?page=2`, `#top`) or parts of one. */
export type To = string | Partial<Path>;

/** `/a?b#c` -> its parts; a part missing from the string is missing from the result. */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** The parts back into one string; a lone `?` or `#` is dropped. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

/**
 * `to` seen from `fromPathname`, by React Router's rules: an absolute path stands alone;
 * without a path (`?q`, `#h`) the current path stays and only the given search and hash
 * follow (so `#h` drops the current search); a relative path continues the current one.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : { ...to };
  const target = parts.pathname;
  let pathname: string;
  if (target === undefined || target === '') pathname = fromPathname;
  else if (target.startsWith('/')) pathname = normalizeSlashes(target);
  else pathname = resolveRelative(target, fromPathname);
  return { pathname, search: normalizeSearch(parts.search ?? ''), hash: normalizeHash(parts.hash ?? '') };
}

function resolveRelative(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return normalizeSlashes(segments.join('/') || '/');
}

const normalizeSlashes = (pathname: string) => pathname.replace(/\/\/+/g, '/');
const normalizeSearch = (search: string) => (!search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`);
const normalizeHash = (hash: string) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: not a route of this app. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** Each segment percent-decoded, an encoded `/` kept encoded (React Router's rule). */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
