/**
 * An API key: API_KEY_BYTES random bytes (crypto.getRandomValues), base64url, after the
 * `cw_` prefix. Only its SHA-256 is stored (shared-config/sha256, the one spelling of every
 * stored hash), with its first characters for display.
 */
import { API_KEY_BYTES, API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX } from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export interface NewKey {
  /** The whole key: shown once, never stored. */
  key: string;
  /** What is stored to recognise it. */
  hash: string;
  /** What the person sees in the list. */
  prefix: string;
}

export async function newApiKey(): Promise<NewKey> {
  const key = `${API_KEY_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(API_KEY_BYTES)))}`;
  return { key, hash: await hashApiKey(key), prefix: key.slice(0, API_KEY_DISPLAY_LENGTH) };
}

export function hashApiKey(key: string): Promise<string> {
  return sha256Hex(key);
}
