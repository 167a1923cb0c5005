import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { RouteContext, useRouterContexts } from './context';
import type { NavigateOptions, NavigationType } from './history';
import { resolveTo, type Location, type To } from './path';
import type { Params } from './match';

export function useLocation(): Location {
  return useRouterContexts('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouterContexts('useNavigationType').navigationType;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/**
 * Moves the router. As in React Router, a call made while the component first renders
 * (before it is mounted) is ignored: navigation belongs in effects and handlers.
 */
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouterContexts('useNavigate');
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });
  const from = location.pathname;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return;
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, from);
      (options.replace ? navigator.replace : navigator.push)(path, options.state, options);
    },
    [navigator, from],
  ) as NavigateFunction;
}

export type SearchParamsInit = string | string[][] | URLSearchParams | Record<string, string | string[]>;
export type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init);
  const pairs: string[][] = [];
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([key, one]);
  }
  return new URLSearchParams(pairs);
}

/** The location's query, and a setter that navigates to the same path with a new one (the hash is dropped). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const params = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next);
      navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}
