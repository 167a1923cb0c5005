import { sha256Hex } from '@chainwork/shared-config/sha256';

/** The one-click renew link's token: random, kept only as its SHA-256, replaced by each expiry mail. */
export function newRenewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const renewTokenHash = (token: string): Promise<string> => sha256Hex(token);

export const RENEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The gateway's path of the one-click renew link. */
export const RENEW_LINK_PREFIX = '/renew/';
