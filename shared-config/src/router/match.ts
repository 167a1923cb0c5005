import type { ReactNode } from 'react';
import { decodePath } from './path';

/** One `<Route>`, read from the element tree by `<Routes>`. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  path: string;
  score: number;
  /** The position of each route among its siblings, outermost first (ties go to the earlier). */
  order: number[];
  routes: RouteObject[];
}

const PARAM = /^:[\w-]+$/;

/** React Router's ranking: static segments outweigh dynamic ones, a splat weighs least. */
export function scorePath(path: string, index = false): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentPath = '',
  order: number[] = [],
  branches: Branch[] = [],
): Branch[] {
  routes.forEach((route, i) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : joinPaths([parentPath, own]);
    const chain = [...parents, route];
    const position = [...order, i];
    if (route.children?.length) flatten(route.children, chain, path, position, branches);
    // A layout route without a path matches only through its children.
    if (route.path == null && !route.index) return;
    branches.push({ path, score: scorePath(path, route.index), order: position, routes: chain });
  });
  return branches;
}

function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

/** A path pattern as React Router compiles it: `:name` params, a trailing `*` splat, any trailing slash. */
export function compilePath(path: string, caseSensitive = false): { matcher: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_match, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), names };
}

/** The routes (outermost first) that render `pathname`, with its params; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort((a, b) => (a.score !== b.score ? b.score - a.score : compareOrder(a.order, b.order)));
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const leaf = branch.routes[branch.routes.length - 1]!;
    const { matcher, names } = compilePath(branch.path, leaf.caseSensitive);
    const found = decoded.match(matcher);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, i) => {
      params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/');
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
