/** A fresh CSP nonce per response: 128 random bits, base64 (docs/stack-notes.md#csp-nonces). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
