import { createHash } from 'node:crypto';

/**
 * SHA-256 of `salt`, a newline and `text`, as lowercase hex: the same value shared-config's
 * sha256Hex gives for that string, computed synchronously (nodejs_compat's node:crypto). A fetch
 * hashes every item of a board, and an awaited WebCrypto digest each cost more than the schema
 * it spares (measured in Node: 40 items 11-17 ms a board awaited, 3.1-3.6 ms here, envelope included).
 */
export function saltedSha256Hex(salt: string, text: string): string {
  return createHash('sha256').update(salt).update('\n').update(text).digest('hex');
}
