import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { holdPageIdle } from '@chainwork/shared-config/browser';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page in its own chunk, loaded when first shown or earlier, when a link to it comes
 * near the viewport (`preload`). A failed load is forgotten so a later attempt retries.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (pending) return pending;
    pending = load().then(
      (Page) => ({ default: Page }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    // The first page's own chunk holds the page's first idle moment (whenPageIdle).
    holdPageIdle(pending);
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}
