import superjson from 'superjson';

/**
 * superjson's wire format, written fast for the data the api answers with: plain objects,
 * arrays, strings, booleans, finite numbers, null, Dates and undefined. superjson's own walker
 * copies the path and the ancestors' list at every value and records every object's identity,
 * which was a quarter of the api's CPU for a page of 20 job cards (a CPU profile of
 * `jobs.search` through the gateway). The output is superjson's, byte for byte once written as
 * JSON (as tRPC writes it): anything else (a Map, a class instance, NaN, the same object twice,
 * a key superjson refuses) is handed to superjson itself. Reading is superjson's.
 *
 * The walk only reads. superjson's `json` is a copy with each Date as its ISO string and each
 * undefined as null; `JSON.stringify` writes a Date as that same string, and an undefined in an
 * array as null, so the value itself is written the same and is answered uncopied. Only an
 * undefined property (left out by JSON, null for superjson) needs a copy.
 */
export const plainSuperjson = {
  serialize(value: unknown): ReturnType<typeof superjson.serialize> {
    const state: WalkState = { seen: new Set(), annotations: undefined, undefinedProperty: false };
    try {
      annotate(value, state);
    } catch (error) {
      if (error === NOT_PLAIN) return superjson.serialize(value);
      throw error;
    }
    const json = state.undefinedProperty ? JSON.parse(JSON.stringify(value, undefinedAsNull)) : (value ?? null);
    if (!state.annotations) return { json: json as never };
    return { json: json as never, meta: { values: state.annotations, v: 1 } };
  },
  deserialize: superjson.deserialize.bind(superjson) as typeof superjson.deserialize,
};

const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

/**
 * A value's annotations as superjson's walker returns them: none, its own (`['Date']`), or its
 * children's by dotted path. Built as superjson builds them, level by level, so the keys come
 * out in the same order (an integer-like key, such as an array index, before the others).
 */
type Leaf = ['Date'] | ['undefined'];
type Annotations = undefined | Leaf | Record<string, Leaf>;

interface WalkState {
  /** Objects met so far: a second meeting is superjson's referential equality, so it is superjson's to write. */
  seen: Set<object>;
  /** The annotations of the value walked last. */
  annotations: Annotations;
  /** An object has a property whose value is undefined. */
  undefinedProperty: boolean;
}

/** Thrown inside the walk when the value is not plain data: superjson writes it instead. */
const NOT_PLAIN = Symbol('not plain');

/** Keys superjson refuses (it throws); it is left to do so. */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** superjson's path spelling: keys joined with dots, a dot or backslash in a key escaped. */
const escapeKey = (key: string) => (/[.\\]/.test(key) ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

function annotate(value: unknown, state: WalkState): void {
  state.annotations = undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      // NaN, the infinities and -0 carry annotations of their own.
      if (!Number.isFinite(value) || Object.is(value, -0)) throw NOT_PLAIN;
      return;
    case 'undefined':
      state.annotations = ['undefined'];
      return;
    case 'object':
      if (value !== null) annotateObject(value, state);
      return;
    default:
      throw NOT_PLAIN;
  }
}

/** Adds a child's annotations under its key to its parent's (superjson's flattening). */
function collect(inner: Record<string, Leaf> | undefined, key: string, child: Annotations): Record<string, Leaf> | undefined {
  if (!child) return inner;
  const into = inner ?? {};
  const escaped = escapeKey(key);
  if (Array.isArray(child)) into[escaped] = child;
  else for (const path in child) into[`${escaped}.${path}`] = child[path]!;
  return into;
}

function annotateObject(value: object, state: WalkState): void {
  if (state.seen.has(value)) throw NOT_PLAIN;
  state.seen.add(value);
  let inner: Record<string, Leaf> | undefined;
  if (Array.isArray(value)) {
    // superjson walks an array's own keys: a hole has none, and a key beside the indexes is walked too.
    if (Object.keys(value).length !== value.length) throw NOT_PLAIN;
    for (let index = 0; index < value.length; index += 1) {
      annotate(value[index], state);
      inner = collect(inner, String(index), state.annotations);
    }
    state.annotations = inner;
    return;
  }
  if (value instanceof Date) {
    // JSON writes a Date with its toJSON, superjson with toISOString: the same for a plain Date only.
    if (Object.getPrototypeOf(value) !== Date.prototype || Object.hasOwn(value, 'toJSON') || Number.isNaN(value.getTime())) throw NOT_PLAIN;
    state.annotations = ['Date'];
    return;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw NOT_PLAIN;
  for (const key of Object.keys(value)) {
    if (REFUSED_KEYS.has(key)) throw NOT_PLAIN;
    const child = (value as Record<string, unknown>)[key];
    if (child === undefined) state.undefinedProperty = true;
    annotate(child, state);
    inner = collect(inner, key, state.annotations);
  }
  state.annotations = inner;
}
