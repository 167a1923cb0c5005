/** A fresh CSP nonce per response: 128 random bits, base64 (STACK.md Part 2 §3). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
