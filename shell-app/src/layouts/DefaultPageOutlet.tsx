import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { PinnedLocation, useLocation, useNavigationType, type Location } from '@chainwork/shared-config/router';
import { matchRoute, publicSettings } from '@chainwork/shared-config';
import { HomePage } from '../pages/HomePage';
import { PageOutlet, PageSkeleton } from './PageOutlet';

/**
 * The page inside the default layout, with one exception: the home page (the search and its
 * results) stays mounted, hidden, while a job opened from it is shown. Back then shows the
 * same list at once instead of building the whole page again, which cost a phone's main
 * thread over a second (`bench:interact`, "back to the results"). It is hidden with
 * `content-visibility: hidden`, which keeps its computed styles and layout (not rendered,
 * not focusable, out of the accessibility tree; its observers see nothing intersect), where
 * `display: none` (React's Activity) dropped them and showing it again restyled every
 * element: as slow as building it. It reads the address it was left at, so nothing in it
 * renders for the job page's; any other page drops it. Back returns to where it was scrolled.
 */
export function DefaultPageOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [kept, setKept] = useState<Location | null>(null);
  const id = matchRoute(location.pathname, publicSettings())?.route.id;
  const onHome = id === 'home';
  // Back to the entry the list was left at reads the very same location: nothing re-renders for it.
  const next = onHome ? (kept?.key === location.key ? kept : location) : id === 'job' ? kept : null;
  if (next !== kept) setKept(next);

  const listScrollY = useRef(0);
  const wasOnHome = useRef(onHome);
  useLayoutEffect(() => {
    if (onHome && !wasOnHome.current && navigationType === 'POP') window.scrollTo({ top: listScrollY.current });
    wasOnHome.current = onHome;
    if (!onHome) return;
    const remember = () => {
      listScrollY.current = window.scrollY;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [onHome, navigationType]);

  return (
    <>
      {next ? (
        <div style={onHome ? undefined : { contentVisibility: 'hidden' }}>
          <PinnedLocation location={next}>
            <Suspense fallback={<PageSkeleton />}>
              <HomePage />
            </Suspense>
          </PinnedLocation>
        </div>
      ) : null}
      {onHome ? null : <PageOutlet />}
    </>
  );
}
