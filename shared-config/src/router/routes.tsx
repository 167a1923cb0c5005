import { Children, Fragment, isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { RouteContext, useRouterContexts } from './context';
import { matchRoutes, type RouteObject } from './match';

export interface RouteProps {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route's description; only `<Routes>` reads it, it never renders itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> renders only inside <Routes>');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) throw new Error('<Routes> takes <Route> and fragments only');
    const { path, index, caseSensitive, element, children: nested } = child.props as RouteProps;
    routes.push({ path, index, caseSensitive, element, children: nested ? routesFromChildren(nested) : undefined });
  });
  return routes;
}

/** Renders the best-ranked route for the location, each level's element wrapping its child's through `<Outlet>`. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouterContexts('useRoutes');
  const parent = useContext(RouteContext);
  const routes = useMemo(() => routesFromChildren(children), [children]);
  const matches = matchRoutes(routes, location.pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => {
    const value = { outlet, params: { ...parent.params, ...params } };
    return <RouteContext.Provider value={value}>{route.element !== undefined ? route.element : <Outlet />}</RouteContext.Provider>;
  }, null);
}

/** Where a layout route renders its matched child. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}
