import { createPath, parsePath, type Location, type Path, type To } from './path';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router compatibility; scrolling is the shell's ScrollManager's. */
  preventScrollReset?: boolean;
}

/** What a router moves: the browser's history, or one in memory for tests. */
export interface Navigator {
  createHref(to: To): string;
  go(delta: number): void;
  push(to: To, state?: unknown, options?: NavigateOptions): void;
  replace(to: To, state?: unknown, options?: NavigateOptions): void;
}

export interface History extends Navigator {
  readonly location: Location;
  readonly action: NavigationType;
  /** One listener at a time; called after every move, Back and Forward included. */
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

function toPath(to: To): Partial<Path> {
  return typeof to === 'string' ? parsePath(to) : to;
}

function locationOf(to: To, state: unknown, key: string): Location {
  const { pathname = '/', search = '', hash = '' } = toPath(to);
  return { pathname, search, hash, state: state ?? null, key };
}

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The browser's history, its entries stamped `{ usr, key, idx }` as React Router stamps
 * them, so an entry written by either reads the same (state, key) after a reload.
 */
export function createBrowserHistory(win: Window = window): History {
  const global = win.history;
  const entryState = () => (global.state ?? {}) as HistoryEntryState;
  let action: NavigationType = 'POP';
  let index = entryState().idx;
  if (index == null) {
    index = 0;
    global.replaceState({ ...entryState(), idx: index }, '');
  }
  let listener: ((update: { action: NavigationType; location: Location }) => void) | null = null;
  const current = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = entryState();
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
  };
  const onPop = () => {
    action = 'POP';
    index = entryState().idx ?? index;
    listener?.({ action, location: current() });
  };
  const write = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    action = kind;
    const location = locationOf(to, state, createKey());
    index = (entryState().idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const entry: HistoryEntryState = { usr: location.state, key: location.key, idx: index };
    const url = createPath(location);
    if (kind === 'PUSH') {
      try {
        global.pushState(entry, '', url);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url); // iOS caps pushState calls: fall back to a page load
      }
    } else global.replaceState(entry, '', url);
    listener?.({ action, location: current() });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    listen(next) {
      if (listener) throw new Error('One listener per history');
      win.addEventListener('popstate', onPop);
      listener = next;
      return () => {
        win.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => global.go(delta),
  };
}

export type InitialEntry = string | Partial<Location>;

/** A history kept in memory (tests, and any page without a URL to own). */
export function createMemoryHistory(initialEntries: InitialEntry[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((entry, i) => {
    const parts = typeof entry === 'string' ? parsePath(entry) : entry;
    const key = (typeof entry === 'string' ? undefined : entry.key) ?? (i === 0 ? 'default' : createKey());
    return locationOf(parts, typeof entry === 'string' ? null : entry.state, key);
  });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  let listener: ((update: { action: NavigationType; location: Location }) => void) | null = null;
  const notify = () => listener?.({ action, location: entries[index]! });
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push(to, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, locationOf(to, state, createKey()));
      notify();
    },
    replace(to, state) {
      action = 'REPLACE';
      entries[index] = locationOf(to, state, createKey());
      notify();
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
  };
}
