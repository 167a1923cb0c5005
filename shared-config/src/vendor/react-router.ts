/**
 * What the front ends use of React Router, shared under the key `react-router` (see
 * chakra.ts for why a facade), from the package's production build: its package exports
 * have no production condition, so a plain `react-router` import bundles the development
 * build with its warnings. `vendor-impl/react-router` is a build alias for that file
 * (scripts/build/shared-deps.ts), a request that never matches the shared key itself.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'vendor-impl/react-router';
