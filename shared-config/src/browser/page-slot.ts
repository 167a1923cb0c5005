/**
 * One value per page, kept on `globalThis` under a registered symbol. shared-config is a
 * Module Federation singleton, but should a remote ever run its own copy (a version
 * mismatch, a standalone test page), it still meets the shell's tracker, auth provider
 * and prefetcher here instead of silently using a second, empty one.
 */
export interface PageSlot<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
}

export function pageSlot<T>(name: string): PageSlot<T> {
  const key = Symbol.for(`chainwork.${name}`);
  return {
    get: () => Reflect.get(globalThis, key) as T | undefined,
    set: (value) => {
      Reflect.set(globalThis, key, value);
    },
  };
}
