import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SlotModule } from './labels';

// Props differ per module; RemoteSlot restores the exact type at its boundary.
type AnyComponent = ComponentType<any>;

export class RemoteUnavailableError extends Error {
  constructor(readonly module: SlotModule, cause?: unknown) {
    super(`${module} could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Function components, and memo/forwardRef objects. */
function isComponent(value: unknown): value is AnyComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

const cache = new Map<SlotModule, LazyExoticComponent<AnyComponent>>();

/**
 * One React.lazy component per exposed module, so every slot showing it shares one load
 * and re-renders never restart it. A failed load is forgotten, so the next mount (say,
 * after navigating) tries again instead of failing forever.
 */
export function remoteComponent(module: SlotModule): LazyExoticComponent<AnyComponent> {
  const existing = cache.get(module);
  if (existing) return existing;
  const component = lazy(async () => {
    try {
      const loaded = await loadRemote<{ default?: AnyComponent }>(module);
      const exported = loaded?.default;
      if (!isComponent(exported)) throw new RemoteUnavailableError(module);
      return { default: exported };
    } catch (error) {
      cache.delete(module);
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(module, error);
    }
  });
  cache.set(module, component);
  return component;
}

/** Tests only: forget every cached component. */
export function clearRemoteComponentCache(): void {
  cache.clear();
}
