/**
 * Two of the house's boundaries, read from the source:
 *
 * - The api's service binding is called in one place: the gateway's api client
 *   (edge-gateway/src/api/upstream.ts, behind the typed tRPC and `hc` clients), so every
 *   gateway -> api call has the deadline, the circuit breaker and the request id. No
 *   `env.API.fetch` / `.API.fetch(` anywhere else, and no `api.fetch(` elsewhere in the gateway.
 * - A remote never imports another remote or the shell, and the shell imports no remote: they
 *   meet only through federation (`import('jobs/JobPage')`, a container's specifier). A relative
 *   path into another of those packages, or its package name, is a breach.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.state', '.wrangler', 'test-results', 'coverage', 'playwright-report']);

/** The one file that may call the api's binding. */
export const API_CLIENT_FILE = 'edge-gateway/src/api/upstream.ts';
/** This rule's own files name the patterns they look for. */
const SELF = new Set(['scripts/workspace/boundaries.ts', 'scripts/workspace/boundaries.test.ts']);
const BINDING_FETCH = /\bAPI\s*\??\.\s*fetch\b/;
/** In the gateway the binding also travels as `api` (an ApiService). */
const GATEWAY_BINDING_FETCH = /\bapi\s*\??\.\s*fetch\s*\(/;

/** Source files under `dir`, relative to `root` (posix separators). */
export function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(root, full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

function linesMatching(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** `file:line: text` for every call of the api's binding outside the gateway's api client. */
export function bindingCalls(file: string, text: string): string[] {
  if (file === API_CLIENT_FILE || SELF.has(file)) return [];
  const hits = linesMatching(file, text, BINDING_FETCH);
  if (file.startsWith('edge-gateway/')) hits.push(...linesMatching(file, text, GATEWAY_BINDING_FETCH).filter((hit) => !hits.includes(hit)));
  return hits;
}

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"`]([^'"`$]+)['"`]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\b(?:vi|jest)\.(?:mock|doMock|importActual|importMock)\s*\(\s*['"]([^'"]+)['"]/g,
];

/** Every module specifier a source text names (static, dynamic, require, test mocks). */
export function specifiers(text: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

export interface FederatedPackage {
  /** Its folder at the root, e.g. `remote-jobs`. */
  dir: string;
  /** Its package name, e.g. `@chainwork/remote-jobs`. */
  name: string;
}

/** The host and the remotes: `shell-app` and every `remote-*` workspace. */
export function federatedPackages(root: string): FederatedPackage[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .filter((dir) => dir === 'shell-app' || /^remote-/.test(dir))
    .map((dir) => ({ dir, name: (JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name: string }).name }));
}

/** Which other federated package a specifier of `file` (in `own`) reaches, or null. */
export function crossedPackage(file: string, specifier: string, own: FederatedPackage, all: readonly FederatedPackage[]): string | null {
  const others = all.filter((pkg) => pkg.dir !== own.dir);
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return others.find((pkg) => target === pkg.dir || target.startsWith(`${pkg.dir}/`))?.dir ?? null;
  }
  return others.find((pkg) => specifier === pkg.name || specifier.startsWith(`${pkg.name}/`))?.dir ?? null;
}

/** `file: specifier -> package` for every import of one federated package from another, and every such dependency. */
export function federationBreaches(root: string): string[] {
  const all = federatedPackages(root);
  return all.flatMap((own) => {
    const manifest = JSON.parse(readFileSync(path.join(root, own.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    const declared = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
    );
    const fromManifest = declared
      .filter((dep) => all.some((pkg) => pkg.dir !== own.dir && pkg.name === dep))
      .map((dep) => `${own.dir}/package.json: depends on ${dep}`);
    const fromSource = sourceFiles(root, path.join(root, own.dir)).flatMap((file) =>
      specifiers(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
        const crossed = crossedPackage(file, specifier, own, all);
        return crossed ? [`${file}: '${specifier}' reaches into ${crossed}`] : [];
      }),
    );
    return [...fromManifest, ...fromSource];
  });
}

/** The workspaces, each a folder at the root (package.json's `workspaces`). */
function workspaceDirs(root: string): string[] {
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
}

/**
 * `file: 'specifier' leaves <package>` for every relative import that resolves outside its own
 * workspace: one package reaches another through its name and exports map, never its files.
 */
export function relativeEscapes(root: string): string[] {
  return workspaceDirs(root).flatMap((dir) =>
    sourceFiles(root, path.join(root, dir)).flatMap((file) =>
      specifiers(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
        if (!specifier.startsWith('.')) return [];
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        return target.startsWith(`${dir}/`) ? [] : [`${file}: '${specifier}' leaves ${dir}`];
      }),
    ),
  );
}
