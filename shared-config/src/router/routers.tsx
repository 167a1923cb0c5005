import { startTransition, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LocationContext, NavigationContext } from './context';
import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry, type NavigationType, type Navigator } from './history';
import { parsePath, type Location } from './path';

export interface RouterProps {
  children?: ReactNode;
  location: string | Partial<Location>;
  navigationType?: NavigationType;
  navigator: Navigator;
}

/** The low-level router: a location and a navigator, handed to everything below. */
export function Router({ children = null, location: locationProp, navigationType = 'POP', navigator }: RouterProps) {
  if (useContext(NavigationContext)) throw new Error('A <Router> inside a <Router>');
  const parts: Partial<Location> = typeof locationProp === 'string' ? parsePath(locationProp) : locationProp;
  const { pathname = '/', search = '', hash = '', state = null, key = 'default' } = parts;
  const navigation = useMemo(() => ({ navigator }), [navigator]);
  const location = useMemo(
    () => ({ location: { pathname, search, hash, state, key }, navigationType }),
    [pathname, search, hash, state, key, navigationType],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

/**
 * A router over a history, as React Router's: every move renders as a transition, so a
 * page that is still loading its code keeps the previous one on screen instead of
 * falling back to a skeleton.
 */
function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setState({ action: next.action, location: next.location }))),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<History | null>(null);
  history.current ??= createBrowserHistory();
  return <HistoryRouter history={history.current}>{children}</HistoryRouter>;
}

export interface MemoryRouterProps {
  children?: ReactNode;
  initialEntries?: InitialEntry[];
  initialIndex?: number;
}

export function MemoryRouter({ children, initialEntries, initialIndex }: MemoryRouterProps) {
  const history = useRef<History | null>(null);
  history.current ??= createMemoryHistory(initialEntries, initialIndex);
  return <HistoryRouter history={history.current}>{children}</HistoryRouter>;
}
