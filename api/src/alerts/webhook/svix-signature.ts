/**
 * Resend signs its webhooks the Svix way: HMAC-SHA256 over `${svix-id}.${svix-timestamp}.${body}`
 * with the secret's bytes (base64 after `whsec_`); `svix-signature` lists `v1,<base64>`
 * signatures separated by spaces (several during a secret rotation). Old timestamps are
 * refused so a captured request cannot be replayed.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export interface SignedHeaders {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
}

const base64ToBytes = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
const bytesToBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

async function sign(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', base64ToBytes(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return bytesToBase64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(content)));
}

/** Constant-time comparison of two signatures. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifySvixSignature(secret: string, headers: SignedHeaders, body: string, nowMs: number): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return false;
  const expected = await sign(secret, `${id}.${timestamp}.${body}`);
  return signature.split(' ').some((part) => {
    const [version, value] = part.split(',', 2);
    return version === 'v1' && value !== undefined && sameText(value, expected);
  });
}

/** The headers of a signed request, as the provider sends them (the tests sign with it). */
export async function svixHeaders(secret: string, id: string, timestampS: number, body: string): Promise<Record<string, string>> {
  return {
    'svix-id': id,
    'svix-timestamp': String(timestampS),
    'svix-signature': `v1,${await sign(secret, `${id}.${timestampS}.${body}`)}`,
  };
}
