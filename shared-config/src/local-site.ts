/**
 * The local-only routes (`/__local/*`, `/dev/*`, and the local providers' pages) exist only on
 * a site served from this machine, and answer only requests that no other web page made.
 * One rule for both Workers, which both check (the gateway at the edge, the api again).
 *
 * Why headers and not a token: the threat is a page in the developer's own browser reaching
 * the loopback site (a `text/plain` POST needs no CORS preflight). Browsers say where a request
 * comes from in headers page script cannot set: Sec-Fetch-Site, and Origin on every POST. And
 * a POST must be `application/json`, which no form can send and which makes `fetch` ask a
 * preflight this site never grants, so even a browser sending neither header cannot post.
 * `npm run alerts` (Node) sends JSON and neither header, like any command on this machine.
 * A token would be a secret to make, store and hand to every script and Worker, and would
 * guard nothing these do not.
 */

/**
 * Whether a host name is this machine: a dotted 127.0.0.0/8 address, `localhost` or `::1`
 * (bare or in URL brackets), as written already folded to one form (the URL parser's
 * hostname, a lower-cased Host header, a socket's address).
 */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Whether a site root (SITE_URL) is this machine: 127.0.0.0/8, `localhost` or `[::1]`, over
 * http(s). The URL parser writes every other spelling of those (`2130706433`, `LOCALHOST`,
 * `[0:0:0:0:0:0:0:1]`) in that form first; anything unparsable is not local.
 */
export function isLoopbackSiteUrl(siteUrl: string | undefined): siteUrl is string {
  if (siteUrl === undefined) return false;
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isLoopbackHost(url.hostname);
}

export const LOCAL_ROUTE_MESSAGES = {
  notFound: 'Not found',
  crossSite: 'Cross-site request refused: open this address on the site itself',
  notJson: 'Send JSON (content-type: application/json)',
} as const;

export interface LocalRouteRefusal {
  status: 404 | 403 | 415;
  error: string;
}

/** The request's headers the api needs to judge it again (the gateway forwards these). */
export const LOCAL_ROUTE_HEADERS = ['origin', 'sec-fetch-site', 'content-type'] as const;

/**
 * Why a request to a local-only route is refused, or null when it may go on. 404: SITE_URL is
 * not loopback (the route does not exist there). 403, cross-site: a Sec-Fetch-Site other than
 * `same-origin` or `none` (typed or bookmarked), or an Origin that is not SITE_URL's. 415: a
 * POST (any method but GET and HEAD) that is not `application/json`.
 */
export function localRouteRefusal(request: { method: string; headers: Headers }, siteUrl: string | undefined): LocalRouteRefusal | null {
  if (!isLoopbackSiteUrl(siteUrl)) return { status: 404, error: LOCAL_ROUTE_MESSAGES.notFound };
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (
    (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
    (origin !== null && origin !== new URL(siteUrl).origin)
  )
    return { status: 403, error: LOCAL_ROUTE_MESSAGES.crossSite };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') return { status: 415, error: LOCAL_ROUTE_MESSAGES.notJson };
  }
  return null;
}
