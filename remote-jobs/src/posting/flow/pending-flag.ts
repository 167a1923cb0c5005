/**
 * Whether a step's save is under way, kept outside React state so that setting it re-renders
 * only what reads it (the step's button, through `useSyncExternalStore`), never the step's fields.
 */
export interface PendingFlag {
  get: () => boolean;
  set: (pending: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPendingFlag(): PendingFlag {
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    get: () => pending,
    set: (next) => {
      if (next === pending) return;
      pending = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
