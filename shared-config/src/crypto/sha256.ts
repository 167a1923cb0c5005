/**
 * SHA-256 as lowercase hex, with WebCrypto (the same in workerd, Node 20 and browsers): how
 * tokens, client keys and content are stored or compared. One helper, so every stored hash
 * is spelled the same way.
 */
export async function sha256Hex(input: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
