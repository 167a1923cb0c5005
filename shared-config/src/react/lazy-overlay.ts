import { createElement, use, type ComponentType } from 'react';
import { whenPageIdle } from '../browser/page-idle';

/**
 * A component whose code (a menu, a drawer, a dialog: anything built on
 * `@chainwork/shared-config/chakra-overlays`) stays out of the first load. It is
 * prefetched as soon as the page is idle; rendered before that, it suspends until its code
 * has arrived, so render it inside a Suspense boundary, and only once it is wanted
 * (opened), or with a fallback that looks the same.
 *
 * Not React.lazy: that suspends on its first render even when the code is already here,
 * and React then holds the reveal back (up to 300 ms), so a prefetched drawer would still
 * open late. Once loaded, this renders the component at once.
 */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again on the next render.
        loading = null;
        throw error;
      },
    ));
  if (typeof window !== 'undefined')
    void whenPageIdle()
      .then(loadOnce)
      .catch(() => undefined);
  return function LazyOverlay(props: P) {
    const component = loaded ?? use(loadOnce());
    return createElement(component, props);
  };
}
