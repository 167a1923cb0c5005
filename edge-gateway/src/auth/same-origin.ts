/**
 * Cross-site request forgery guard for mutations, on top of the SameSite=Lax cookie.
 * A browser states where a POST comes from (Origin; Sec-Fetch-Site in modern ones);
 * anything but this site is refused. The request's own origin counts as this site too,
 * so a local run on another port (the e2e suite) still talks to itself. A request with
 * neither header is not from a browser, so it carries no visitor's cookie to abuse.
 */
export function isCrossSiteRequest(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin !== new URL(siteUrl).origin && origin !== new URL(requestUrl).origin;
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}
