import { useEffect, useRef, type RefObject } from 'react';
import { observeApproach } from '../browser/prefetch/observe-approach';
import { prefetchRoute } from '../browser/prefetch/route-prefetch';

/**
 * Prefetches the code of the route a link leads to once the link comes within
 * LINK_PREFETCH_MARGIN_PX of the viewport (docs/product-requirements.md#link-prefetch). Pass `null` for links that leave
 * the app (feeds, social networks, mail): there is no code of ours to fetch.
 */
export function usePrefetchOnApproach<E extends Element>(href: string | null): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !href) return;
    return observeApproach(element, () => prefetchRoute(href));
  }, [href]);
  return ref;
}
