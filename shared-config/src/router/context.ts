import { createContext, useContext, type ReactNode } from 'react';
import type { Navigator, NavigationType } from './history';
import type { Location } from './path';
import type { Params } from './match';

export interface NavigationContextValue {
  navigator: Navigator;
}
export interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
}
export interface RouteContextValue {
  /** What `<Outlet>` renders at this level: the matched child route's element. */
  outlet: ReactNode;
  params: Params;
}

export const NavigationContext = createContext<NavigationContextValue | null>(null);
export const LocationContext = createContext<LocationContextValue | null>(null);
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** The router's contexts, or an error naming the hook run outside one (short: these bytes are every page's). */
export function useRouterContexts(hook: string): NavigationContextValue & LocationContextValue {
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  if (!navigation || !location) throw new Error(`${hook}() outside a <Router>`);
  return { ...navigation, ...location };
}
