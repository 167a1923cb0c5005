import { useContext, useRef, type ReactNode } from 'react';
import { LocationContext, RouteContext, useRouterContexts, type LocationContextValue, type RouteContextValue } from './context';
import type { Location } from './path';

/**
 * Its children read `location` as the router's location, whatever the router's is now: a
 * page kept mounted and hidden while another is shown reads the address it was left at,
 * so it does not render for an address that is not its own. With it, they read the route
 * (what `<Outlet>` renders, the params) and the navigation type of the moment it was handed
 * that location (its caller hands it a new one while it is the router's), the very same
 * values until then: a kept page renders nothing when the router moves elsewhere and back.
 */
export function PinnedLocation({ location, children }: { location: Location; children?: ReactNode }) {
  const { navigationType } = useRouterContexts('PinnedLocation');
  const route = useContext(RouteContext);
  const pinned = useRef<{ value: LocationContextValue; route: RouteContextValue } | null>(null);
  if (pinned.current?.value.location !== location) pinned.current = { value: { location, navigationType }, route };
  return (
    <LocationContext.Provider value={pinned.current.value}>
      <RouteContext.Provider value={pinned.current.route}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
