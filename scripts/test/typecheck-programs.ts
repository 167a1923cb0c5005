/**
 * The TypeScript programs `npm test` checks. Most folders are one program each (their own
 * tsconfig.json). The browser packages are checked as one program: their compiler options
 * are the same, and each of them reads the same heavy types (React, Chakra, TanStack Query,
 * the api's router through shared-config), which five programs read five times over.
 *
 * Only packages that declare no globals of their own belong together: in one program a
 * global one package declares would be visible to the others and could hide an error in
 * them (the Workers packages each declare the bindings their tests see; they stay apart).
 * A member whose options drift from the first member's is checked alone again, and said so.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** Checked as one program while their tsconfig.json files agree. */
export const BROWSER_PACKAGES = [
  'shared-config',
  'testing',
  'shell-app',
  'remote-navigation',
  'remote-newsletter',
  'remote-jobs',
  'remote-content',
];

export interface TsconfigFacts {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
  exclude?: string[];
}

export interface Program {
  /** What the summary prints: the folder, or the folders checked together. */
  label: string;
  /** The tsconfig to pass to `tsc -p`. */
  project: string;
  /** A tsconfig to write first (the combined program's), as JSON. */
  write?: { file: string; json: TsconfigFacts };
}

/** The parts of two tsconfigs that must be equal for their files to share a program. */
function settingsOf(config: TsconfigFacts, dir: string): string {
  return JSON.stringify({ extends: config.extends && path.resolve(dir, config.extends), compilerOptions: config.compilerOptions ?? {} });
}

/**
 * The programs for `dirs` (relative to `root`, each with a tsconfig.json read by `read`),
 * the browser packages among them combined into one written to `cacheDir`.
 */
export function typecheckPrograms(
  root: string,
  dirs: string[],
  read: (tsconfigFile: string) => TsconfigFacts,
  cacheDir: string,
): { programs: Program[]; notes: string[] } {
  const configs = new Map(dirs.map((dir) => [dir, read(path.join(root, dir, 'tsconfig.json'))]));
  const alone = (dir: string): Program => ({ label: dir, project: dir });
  const [first, ...others] = dirs.filter((dir) => BROWSER_PACKAGES.includes(dir));
  if (first === undefined) return { programs: dirs.map(alone), notes: [] };
  const settingsOfDir = (dir: string) => settingsOf(configs.get(dir)!, path.join(root, dir));
  const firstSettings = settingsOfDir(first);
  const notes: string[] = [];
  const together = [
    first,
    ...others.filter((dir) => {
      const same = settingsOfDir(dir) === firstSettings;
      if (!same) notes.push(`${dir}'s tsconfig.json differs from ${first}'s: checked alone`);
      return same;
    }),
  ];
  if (together.length < 2) return { programs: dirs.map(alone), notes };

  const absolute = (dir: string, patterns: string[] | undefined) => (patterns ?? []).map((p) => path.join(root, dir, p));
  const base = configs.get(first)!;
  const file = path.join(cacheDir, 'tsconfig.browser-packages.json');
  const exclude = together.flatMap((dir) => absolute(dir, configs.get(dir)!.exclude));
  const combined: Program = {
    label: together.join(' + '),
    project: file,
    write: {
      file,
      json: {
        ...(base.extends ? { extends: path.resolve(root, first, base.extends) } : {}),
        compilerOptions: base.compilerOptions ?? {},
        include: together.flatMap((dir) => absolute(dir, configs.get(dir)!.include ?? ['**/*'])),
        // None given keeps TypeScript's default (node_modules and the like left out).
        ...(exclude.length ? { exclude } : {}),
      },
    },
  };
  // The combined program takes the place of its first member, so the order stays the folders'.
  const programs = dirs.filter((dir) => !together.includes(dir) || dir === first).map((dir) => (dir === first ? combined : alone(dir)));
  return { programs, notes };
}

/** A tsconfig.json as TypeScript reads it (comments and trailing commas allowed). */
export function readTsconfig(file: string): TsconfigFacts {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config as TsconfigFacts;
}

/** Writes the combined program's tsconfig where `tsc -p` then finds it. */
export async function writeProgram(program: Program): Promise<void> {
  if (!program.write) return;
  await mkdir(path.dirname(program.write.file), { recursive: true });
  await writeFile(program.write.file, `${JSON.stringify(program.write.json, null, 2)}\n`);
}
