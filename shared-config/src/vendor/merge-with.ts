/**
 * lodash.mergewith's deep merge, for Chakra UI (its only user on the page): the package is
 * ~3.5 KB gzip of lodash internals, on the start-up path of every page. The build aliases
 * `lodash.mergewith` here (scripts/build/shared-deps.ts). Same rules, for what Chakra merges
 * (plain objects, arrays, functions and primitives in theme and style objects):
 * - `mergeWith(object, ...sources, customizer?)` mutates and returns `object`;
 * - a customizer's non-undefined answer is taken as the value;
 * - a plain object source value is merged into the destination's own object value (an
 *   array too), an array source value into the destination's own array; otherwise into a
 *   fresh one, so sources are never changed; arrays merge index by index;
 * - anything else (functions, class instances, primitives) is assigned, except that an
 *   `undefined` source value never replaces a defined one;
 * - `__proto__` and `constructor` keys are skipped, as in lodash.
 */
type Customizer = (objValue: unknown, srcValue: unknown, key: string, object: object, source: object) => unknown;
type Mergeable = Record<string, unknown> | unknown[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
}

const isMergeable = (value: unknown): value is Mergeable => Array.isArray(value) || isPlainObject(value);
const isObjectLike = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Where an array merges: the destination's own array, a copy of an array-like, or a new one. */
function arrayTarget(objValue: unknown): unknown[] {
  if (Array.isArray(objValue)) return objValue;
  const length = isObjectLike(objValue) ? (objValue as { length?: unknown }).length : undefined;
  return typeof length === 'number' && Number.isInteger(length) && length >= 0 ? Array.prototype.slice.call(objValue) : [];
}

function mergeInto(target: Mergeable, source: Mergeable, customizer: Customizer | undefined, seen: Map<object, object>): void {
  for (const key in source) {
    if (key === '__proto__' || key === 'constructor') continue;
    const srcValue = (source as Record<string, unknown>)[key];
    const objValue = (target as Record<string, unknown>)[key];
    let value = customizer ? customizer(objValue, srcValue, key, target, source) : undefined;
    if (value === undefined && isMergeable(srcValue)) {
      const known = seen.get(srcValue);
      if (known) value = known;
      else {
        const into: Mergeable = Array.isArray(srcValue) ? arrayTarget(objValue) : isObjectLike(objValue) ? (objValue as Mergeable) : {};
        seen.set(srcValue, into);
        mergeInto(into, srcValue, customizer, seen);
        value = into;
      }
    } else if (value === undefined) value = srcValue;
    if (value === undefined && key in target) continue;
    if (!Object.is(objValue, value) || !(key in target)) (target as Record<string, unknown>)[key] = value;
  }
}

export default function mergeWith(object: unknown, ...rest: unknown[]): unknown {
  const customizer = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as Customizer) : undefined;
  if (object === null || object === undefined) return object;
  const target = Object(object) as Mergeable;
  for (const source of rest) {
    if (source !== null && typeof source === 'object') mergeInto(target, source as Mergeable, customizer, new Map());
  }
  return target;
}
