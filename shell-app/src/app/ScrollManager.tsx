import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@chainwork/shared-config/router';

/**
 * Client-side navigation does not scroll like a page load: go to the top of a new page,
 * or to the anchor (`/#job-search`) once it exists. Back/forward keep the browser's position.
 *
 * A layout effect, so the scroll lands before the new page is first painted: navigation
 * renders in a transition, whose passive effects run after a paint, and that frame showed
 * the new page at the old position (clamped to its end, the footer on screen), which also
 * made the footer's links prefetch their routes for a page nobody looked at.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ block: 'start' });
        // Web fonts arriving later change the height of what is above the anchor; aim
        // again once they are in, unless the visitor has scrolled meanwhile.
        const aimedAt = window.scrollY;
        void document.fonts?.ready.then(() => {
          if (window.scrollY === aimedAt) target.scrollIntoView({ block: 'start' });
        });
        return;
      }
    }
    if (navigationType === 'PUSH') window.scrollTo({ top: 0 });
  }, [pathname, hash, navigationType]);
  return null;
}
