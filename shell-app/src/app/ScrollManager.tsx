import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@chainwork/shared-config/router';

/**
 * Client-side navigation does not scroll like a page load: go to the top of a new page,
 * or to the anchor (`/#job-search`) once it exists. Back/forward keep the browser's position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
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
