import superjson from 'superjson';

/**
 * superjson's wire format, written fast for the data the api answers with: plain objects,
 * arrays, strings, booleans, finite numbers, null, Dates and undefined. superjson's own walker
 * copies the path and the ancestors' list at every value and records every object's identity,
 * which was a quarter of the api's CPU for a page of 20 job cards (a CPU profile of
 * `jobs.search` through the gateway). The output is superjson's, byte for byte: anything else
 * (a Map, a class instance, NaN, the same object twice, a key superjson refuses) is handed to
 * superjson itself. Reading is superjson's.
 */
export const plainSuperjson = {
  serialize(value: unknown): ReturnType<typeof superjson.serialize> {
    const state: WalkState = { seen: new Set(), annotations: undefined };
    let json: unknown;
    try {
      json = copy(value, state);
    } catch (error) {
      if (error === NOT_PLAIN) return superjson.serialize(value);
      throw error;
    }
    if (!state.annotations) return { json: json as never };
    return { json: json as never, meta: { values: state.annotations, v: 1 } };
  },
  deserialize: superjson.deserialize.bind(superjson) as typeof superjson.deserialize,
};

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
  /** The annotations of the value copied last. */
  annotations: Annotations;
}

/** Thrown inside the walk when the value is not plain data: superjson writes it instead. */
const NOT_PLAIN = Symbol('not plain');

/** Keys superjson refuses (it throws); it is left to do so. */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** superjson's path spelling: keys joined with dots, a dot or backslash in a key escaped. */
const escapeKey = (key: string) => (/[.\\]/.test(key) ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

function copy(value: unknown, state: WalkState): unknown {
  state.annotations = undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // NaN, the infinities and -0 carry annotations of their own.
      if (!Number.isFinite(value) || Object.is(value, -0)) throw NOT_PLAIN;
      return value;
    case 'undefined':
      state.annotations = ['undefined'];
      return null;
    case 'object':
      return value === null ? null : copyObject(value, state);
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

function copyObject(value: object, state: WalkState): unknown {
  if (state.seen.has(value)) throw NOT_PLAIN;
  state.seen.add(value);
  let inner: Record<string, Leaf> | undefined;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) {
      if (!(index in value)) throw NOT_PLAIN;
      out[index] = copy(value[index], state);
      inner = collect(inner, String(index), state.annotations);
    }
    state.annotations = inner;
    return out;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw NOT_PLAIN;
    state.annotations = ['Date'];
    return value.toISOString();
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw NOT_PLAIN;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (REFUSED_KEYS.has(key)) throw NOT_PLAIN;
    out[key] = copy((value as Record<string, unknown>)[key], state);
    inner = collect(inner, key, state.annotations);
  }
  state.annotations = inner;
  return out;
}
