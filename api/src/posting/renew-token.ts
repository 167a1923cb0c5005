/** The one-click renew link's token: random, kept only as its SHA-256, replaced by each expiry mail. */
export function newRenewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function renewTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const RENEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The gateway's path of the one-click renew link. */
export const RENEW_LINK_PREFIX = '/renew/';
