/**
 * Who a client is, for rate limiting. Only the platform may say: on Cloudflare the edge
 * sets CF-Connecting-IP itself and drops any value the client sent, so it is trusted
 * when the deployment says it runs there (TRUST_CF_CONNECTING_IP = "true"). Locally
 * (wrangler dev) a client can send that header, so it is ignored and all clients share
 * one budget: stricter, never forgeable.
 */
export const SHARED_CLIENT_KEY = 'all-clients';

export function clientKey(headers: Headers, trustCfConnectingIp: boolean): string {
  if (!trustCfConnectingIp) return SHARED_CLIENT_KEY;
  const ip = headers.get('cf-connecting-ip')?.trim();
  return ip ? `ip:${ip}` : SHARED_CLIENT_KEY;
}

/** The client key as the api receives it: hashed, so no address leaves the edge. */
export async function hashedClientKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`client:${key}`));
  return [...new Uint8Array(digest)].slice(0, 16).map((b) => b.toString(16).padStart(2, '0')).join('');
}
