import { useMemo, type ReactNode } from 'react';
import { LocationContext, useRouterContexts } from './context';
import type { Location } from './path';

/**
 * Its children read `location` as the router's location, whatever the router's is now: a
 * page kept mounted and hidden while another is shown reads the address it was left at,
 * so it does not render for an address that is not its own.
 */
export function PinnedLocation({ location, children }: { location: Location; children?: ReactNode }) {
  const { navigationType } = useRouterContexts('PinnedLocation');
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
