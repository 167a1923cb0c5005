import { useContext, useMemo, useRef, type ReactNode } from 'react';
import { LocationContext, RouteContext, useRouterContexts } from './context';
import type { Location } from './path';

/**
 * Its children read `location` as the router's location, whatever the router's is now: a
 * page kept mounted and hidden while another is shown reads the address it was left at,
 * so it does not render for an address that is not its own. The route (what `<Outlet>`
 * renders, the params) and the navigation type are the ones it had while that address was
 * the router's, so a kept page renders nothing when the router moves elsewhere and back.
 */
export function PinnedLocation({ location, children }: { location: Location; children?: ReactNode }) {
  const { location: live, navigationType } = useRouterContexts('PinnedLocation');
  const route = useContext(RouteContext);
  // What the address read when it was first the router's: the same for the same entry, so a
  // kept page shown again (Back, Forward) is handed the very same values and renders nothing.
  const seen = useRef({ key: location.key, route, navigationType });
  if (live.key === location.key && seen.current.key !== location.key) seen.current = { key: location.key, route, navigationType };
  const pinned = seen.current;
  const type = pinned.key === location.key ? pinned.navigationType : navigationType;
  const value = useMemo(() => ({ location, navigationType: type }), [location, type]);
  return (
    <LocationContext.Provider value={value}>
      <RouteContext.Provider value={pinned.key === location.key ? pinned.route : route}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
