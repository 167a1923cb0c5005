/**
 * A company's domain, the claim rule's key: the website's host, lower case, without a leading
 * "www." (the same rule as migration 0015's trigger for companies named by jobs).
 */
export function domainOf(website: string): string | null {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host.startsWith('www.')) host = host.slice('www.'.length);
  return host === '' ? null : host;
}
