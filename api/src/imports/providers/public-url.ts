/**
 * The SSRF guard for careers pages: employers type these addresses in, and the api fetches them.
 * Only an https address on a public host passes: never loopback, a private or link-local network
 * (169.254.169.254 is the classic cloud metadata address), `localhost`, a single-label or
 * internal name, an IPv6 literal, credentials in the URL or a port other than https's.
 *
 * Names are judged as written; what a public name resolves to is not (Workers have no DNS API).
 * On Cloudflare a Worker's fetch cannot reach private networks, so a public name that resolves
 * to one fails there; redirects are followed by hand and each hop passes this guard again.
 */

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [network, prefix length]. */
const NON_PUBLIC_V4: ReadonlyArray<readonly [network: number, prefixLength: number]> = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation
  [0xcb007100, 24], // documentation
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function ipv4Number(host: string): number | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

function isNonPublicIpv4(address: number): boolean {
  return NON_PUBLIC_V4.some(([network, bits]) => {
    const mask = (0xffffffff << (32 - bits)) >>> 0;
    return (address & mask) >>> 0 === network;
  });
}

/** Suffixes of names that never belong to a public careers page. */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home.arpa', '.arpa', '.corp'];

/**
 * Why `url` may not be fetched as a careers page, or null when it may. The URL parser has
 * already written every spelling of an address in one form (`http://2130706433` and
 * `0x7f.1` are `127.0.0.1`; `LOCALHOST.` is `localhost.`), so the checks see that form.
 */
export function publicUrlProblem(url: URL): string | null {
  if (url.protocol !== 'https:') return 'a careers page must be an https address';
  if (url.username || url.password) return 'a careers page address may not carry a user name or password';
  if (url.port !== '') return 'a careers page must be on the standard https port';
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[')) return 'a careers page must be a public host name, not an IPv6 address';
  const v4 = ipv4Number(host);
  if (v4 !== null) return isNonPublicIpv4(v4) ? 'a careers page must be on the public internet, not a private address' : null;
  if (host === 'localhost' || !host.includes('.') || INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix)))
    return 'a careers page must be on a public host name';
  return null;
}
