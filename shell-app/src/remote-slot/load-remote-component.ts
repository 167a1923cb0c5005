import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { holdPageIdle } from '@chainwork/shared-config/browser';
import type { SlotModule } from './labels';

// Props differ per module; RemoteSlot restores the exact type at its boundary.
type AnyComponent = ComponentType<object>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly module: SlotModule,
    cause?: unknown,
  ) {
    super(`${module} could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Function components, and memo/forwardRef objects. */
function isComponent(value: unknown): value is AnyComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

const cache = new Map<SlotModule, LazyExoticComponent<AnyComponent>>();
const loads = new Map<SlotModule, Promise<{ default: AnyComponent }>>();

/**
 * The one load of an exposed module, shared by a prefetch and the slot that renders it.
 * A failed load is forgotten, so the next attempt (a later mount, another prefetch)
 * tries again instead of failing forever.
 */
function loadModule(module: SlotModule): Promise<{ default: AnyComponent }> {
  const existing = loads.get(module);
  if (existing) return existing;
  const load = (async () => {
    try {
      const loaded = await loadRemote<{ default?: AnyComponent }>(module);
      const exported = loaded?.default;
      if (!isComponent(exported)) throw new RemoteUnavailableError(module);
      return { default: exported };
    } catch (error) {
      loads.delete(module);
      cache.delete(module);
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(module, error);
    }
  })();
  loads.set(module, load);
  holdUntilShown(module, load);
  return load;
}

const shown = new Map<SlotModule, () => void>();

/**
 * The page's first idle moment (whenPageIdle: prefetches, the footer) waits for a module
 * loaded during the first view until a slot has shown it (`markSlotShown`, once React has
 * committed it, which can be 300 ms after its code arrives) or its load failed.
 */
function holdUntilShown(module: SlotModule, load: Promise<unknown>): void {
  holdPageIdle(
    new Promise<void>((release) => {
      shown.set(module, release);
      load.catch(() => release());
    }),
  );
}

/** A slot has committed this module's content or its fallback: the first view no longer waits for it. */
export function markSlotShown(module: SlotModule): void {
  shown.get(module)?.();
  shown.delete(module);
}

/**
 * One React.lazy component per exposed module, so every slot showing it shares one load
 * and re-renders never restart it.
 */
export function remoteComponent(module: SlotModule): LazyExoticComponent<AnyComponent> {
  const existing = cache.get(module);
  if (existing) return existing;
  const component = lazy(() => loadModule(module));
  cache.set(module, component);
  return component;
}

/** Fetches a module's code ahead of its first render (link prefetch). Failures stay quiet. */
export function preloadRemoteComponent(module: SlotModule): Promise<void> {
  return loadModule(module).then(
    () => undefined,
    () => undefined,
  );
}

/** Tests only: forget every cached component and load. */
export function clearRemoteComponentCache(): void {
  cache.clear();
  loads.clear();
}
