import { SIGN_IN_CODE_LENGTH } from '@chainwork/shared-config';
import { sha256Hex } from '@chainwork/shared-config/sha256';

/**
 * The random parts of a sign-in and how they are stored. The link token has 256 bits,
 * so a plain SHA-256 is enough; the code has only 10^6 values, so its hash is salted
 * with the attempt id (a leaked table gives no ready-made lookup), and the attempt
 * locks after a few wrong tries.
 */
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniformly random code of SIGN_IN_CODE_LENGTH digits (rejection sampling: no modulo bias). */
export function randomCode(length = SIGN_IN_CODE_LENGTH): string {
  const limit = 10 ** length;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value !== undefined && value < ceiling) return String(value % limit).padStart(length, '0');
  }
}

export const linkHash = (token: string) => sha256Hex(`link:${token}`);
export const codeHash = (attemptId: string, code: string) => sha256Hex(`code:${attemptId}:${code}`);
