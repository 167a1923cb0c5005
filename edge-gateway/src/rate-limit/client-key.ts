import { sha256Hex } from '@chainwork/shared-config/sha256';

/**
 * Who a client is, for rate limits and read budgets: the address the platform puts in
 * CF-Connecting-IP.
 *
 * - On Cloudflare (TRUST_CF_CONNECTING_IP = "true") the edge sets it itself and drops any
 *   value the client sent: `ip:<address>`.
 * - Locally (wrangler dev, measured with wrangler 4.86 / miniflare 4.20260426): workerd
 *   gives the Worker no socket address (request.cf is a fixed placeholder), but miniflare's
 *   entry Worker copies the socket's address into CF-Connecting-IP when the client sent
 *   none. So local clients are told apart by their address (`local:<address>`) and never
 *   share one bucket; a local client that sends the header itself can pick its bucket,
 *   which on a developer's machine only lets it dodge its own limit.
 * - No address at all (a test's `app.request`, another runtime): `knownClientKey` says
 *   null (read budgets then rely on the isolate's load shedding alone), `clientKey` one
 *   shared key (mutations: stricter, never forgeable).
 */
export const SHARED_CLIENT_KEY = 'all-clients';

/** Longer than any IPv6 address; a forged value cannot grow the limiters' keys. */
const MAX_ADDRESS_LENGTH = 64;

export function knownClientKey(headers: Headers, trustCfConnectingIp: boolean): string | null {
  const ip = headers.get('cf-connecting-ip')?.trim().slice(0, MAX_ADDRESS_LENGTH);
  if (!ip) return null;
  return trustCfConnectingIp ? `ip:${ip}` : `local:${ip}`;
}

export function clientKey(headers: Headers, trustCfConnectingIp: boolean): string {
  return knownClientKey(headers, trustCfConnectingIp) ?? SHARED_CLIENT_KEY;
}

/** The client key as the api receives it: hashed, so no address leaves the edge. */
export async function hashedClientKey(key: string): Promise<string> {
  return (await sha256Hex(`client:${key}`)).slice(0, 32);
}
