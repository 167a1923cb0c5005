/**
 * Props equality for memoised filters and cards whose props are rebuilt on every render with
 * the same contents: the URL is parsed again into new arrays (`tags`), options are mapped
 * again into new objects. Each prop is equal when identical, or an array or plain object whose
 * items (or fields) are identical or plain objects with identical fields: one level deeper
 * than React's `memo`, no more (a facets answer is compared by identity, as it should be).
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

function sameItem(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (isPlainObject(a) && isPlainObject(b) && sameFields(a, b));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (sameItem(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameItem(item, b[index]));
  return false;
}

export function sameProps<P extends object>(previous: Readonly<P>, next: Readonly<P>): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}
