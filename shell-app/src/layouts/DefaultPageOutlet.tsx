import { Activity, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PinnedLocation, useLocation, useNavigationType, type Location } from '@chainwork/shared-config/router';
import { matchRoute, publicSettings } from '@chainwork/shared-config';
import { HomePage } from '../pages/HomePage';
import { PageOutlet, PageSkeleton } from './PageOutlet';

/**
 * The page inside the default layout, with one exception: the home page (the search and its
 * results) and the last job page opened from it stay mounted together, the one not shown
 * hidden, each reading the address it was left at (`PinnedLocation`), so nothing in it renders
 * while the other is shown. Back and Forward between them render neither page: building the
 * home page again cost a phone's main thread over a second, and removing the job page is
 * React's work inside the browser's popstate event (`bench:interact`, "back to the results").
 *
 * The home page is hidden with `content-visibility: hidden`, which keeps its computed styles
 * and layout (not rendered, not focusable, out of the accessibility tree), where `display:
 * none` dropped them and showing it again restyled every element: as slow as building it. The
 * job page is hidden by React's Activity (`display: none`, its effects and subscriptions off):
 * a job whose answer arrives after Back is not drawn unseen, in one blocking task. Opening
 * another job renders the kept job page for it; any other page drops both. Back returns to
 * where the list was scrolled.
 */
export function DefaultPageOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [kept, setKept] = useState<{ home: Location | null; job: Location | null }>({ home: null, job: null });
  const id = matchRoute(location.pathname, publicSettings())?.route.id;
  const onHome = id === 'home';
  const onJob = id === 'job';
  // Back to the entry a page was left at reads the very same location: nothing re-renders for it.
  const here = (was: Location | null) => (was?.key === location.key ? was : location);
  const home = onHome ? here(kept.home) : onJob ? kept.home : null;
  const job = onJob ? here(kept.job) : onHome ? kept.job : null;
  if (home !== kept.home || job !== kept.job) setKept({ home, job });
  // One element each, so the outlet rendering again (every move) does not render the pages.
  const homePage = useMemo(
    () => (
      <Suspense fallback={<PageSkeleton />}>
        <HomePage />
      </Suspense>
    ),
    [],
  );
  const jobPage = useMemo(() => <PageOutlet />, []);

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
      {home ? (
        <div style={onHome ? undefined : { contentVisibility: 'hidden' }}>
          <PinnedLocation location={home}>{homePage}</PinnedLocation>
        </div>
      ) : null}
      {job ? (
        <Activity mode={onJob ? 'visible' : 'hidden'}>
          <PinnedLocation location={job}>{jobPage}</PinnedLocation>
        </Activity>
      ) : null}
      {onHome || onJob ? null : <PageOutlet />}
    </>
  );
}
