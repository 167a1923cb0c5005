/**
 * The app's router: the part of React Router's API the front ends use (declarative
 * routes, links, location and query hooks), in ~3 KB gzip instead of React Router's
 * ~14 KB on every first page. Same names, same behaviour where the app relies on it:
 * ranking of routes, case-insensitive matching, moves as transitions, `{ usr, key, idx }`
 * history entries, `key: 'default'` for the document's first location.
 * A Module Federation singleton (`@chainwork/shared-config/router`): one router on the page.
 */
export { BrowserRouter, MemoryRouter, Router, type MemoryRouterProps, type RouterProps } from './routers';
export { Outlet, Route, Routes, type RouteProps } from './routes';
export { Link, type LinkProps } from './link';
export { PinnedLocation } from './pinned-location';
export {
  createSearchParams,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type SearchParamsInit,
  type SetSearchParams,
} from './hooks';
export { matchRoutes, type Params, type RouteObject } from './match';
export { createPath, parsePath, type Location, type Path, type To } from './path';
export type { NavigateOptions, NavigationType, Navigator } from './history';
