/**
 * The workspace's package graph: which workspace packages each one lists among its
 * dependencies and devDependencies. A cycle there means two packages can only be built,
 * tested or published together, so `dependency-cycles.test.ts` refuses one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Package name -> the workspace packages it depends on (dependencies + devDependencies). */
export type PackageGraph = ReadonlyMap<string, readonly string[]>;

/** Reads the root's `workspaces` (plain folders) and each one's package.json. */
export function readWorkspaceGraph(root: string): PackageGraph {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const manifests = workspaces.map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest);
  const names = new Set(manifests.map((m) => m.name));
  return new Map(
    manifests.map((m) => [
      m.name,
      Object.keys({ ...m.dependencies, ...m.devDependencies })
        .filter((dep) => names.has(dep))
        .sort(),
    ]),
  );
}

/** One cycle as the path that closes it (`a -> b -> a`), or null when the graph has none. */
export function findCycle(graph: PackageGraph): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = onPath.indexOf(name);
    if (at >= 0) return [...onPath.slice(at), name];
    if (done.has(name)) return null;
    onPath.push(name);
    for (const dep of graph.get(name) ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(name);
    return null;
  };
  for (const name of [...graph.keys()].sort()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}
