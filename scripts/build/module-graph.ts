import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The runtime imports of a TypeScript module graph, read from source: what a bundler
 * follows from an entry. Type-only imports and re-exports (`import type`, `export type`,
 * and specifiers that are all `type X`) are left out, since they never reach the bundle.
 */
const IMPORT_PATTERN = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s+'([^']+)'/g;

function isTypeOnly(keyword: string, typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  // `export {} from` and `import {} from` still load the module.
  return names.length > 0 && names.every((n) => n.startsWith('type ')) && (keyword === 'import' || keyword === 'export');
}

/** The specifiers a module imports at runtime. */
export function runtimeImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const m of code.matchAll(IMPORT_PATTERN)) if (!isTypeOnly(m[1]!, m[2], m[3]!)) specifiers.push(m[4]!);
  for (const m of code.matchAll(SIDE_EFFECT_IMPORT)) specifiers.push(m[1]!);
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/**
 * Chains from `entry` to every module that imports a package matching `banned`
 * (`entry.ts -> a.ts -> b.ts imports zod`), following relative imports only.
 */
export function importChains(entry: string, banned: (specifier: string) => boolean): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...trail, file];
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier), here);
      else if (banned(specifier)) chains.push(`${here.join(' -> ')} imports ${specifier}`);
    }
  };
  visit(entry, []);
  return chains;
}
