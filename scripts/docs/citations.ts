/**
 * Docs that stand alone: code, comments, READMEs and decisions cite only what is in the
 * repository. The product requirements and the stack's traps live in `docs/`
 * (product-requirements.md, stack-notes.md); a citation names one of their topics by anchor.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Citations of documents outside the repository. */
export const OUTSIDE_CITATIONS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /STACK\.md/, what: 'the stack notes outside the repo (cite docs/stack-notes.md#topic)' },
  {
    pattern: /ARCHITECTURE\.md|design-card|product-spec/i,
    what: 'the architecture brief or the spec outside the repo (say it by topic: docs/, an ADR, a README)',
  },
  { pattern: /\bspec(?: section)? \d/i, what: 'a numbered section of the spec (cite docs/product-requirements.md#topic)' },
  { pattern: /\bissues?[ -]#?\d/i, what: 'an issue number (say what the code relies on instead)' },
  { pattern: /§/, what: 'a numbered section of some document' },
  { pattern: /the lead's contract/i, what: "the lead's contract (name the code that is the contract)" },
];

const SCANNED = /\.(ts|tsx|mts|mjs|js|cjs|md|sql|jsonc|json|py|sh|html)$|^run$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.state', '.wrangler', 'test-results', 'coverage', 'playwright-report']);
/** Applied migrations are history and are never edited, comments included. */
const APPLIED_MIGRATION = /^api\/migrations\/(?:000[1-9]|0010)_/;
const SELF = new Set(['scripts/docs/citations.ts', 'scripts/docs/citations.test.ts', 'package-lock.json']);

/** Every file of the repository that can hold a citation, relative to `root`. */
export function repositoryFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return repositoryFiles(root, full);
    const rel = path.relative(root, full);
    return SCANNED.test(name) && !SELF.has(rel) && !APPLIED_MIGRATION.test(rel) ? [rel] : [];
  });
}

/** `file:line: text (what)` for every citation of an outside document in `text`. */
export function outsideCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      OUTSIDE_CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${i + 1}: ${line.trim()}  <- ${what}`),
    );
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingAnchor(m[1]!)));
}

/** `docs/<name>.md#anchor` references in `text` whose anchor the document does not have. */
export function brokenAnchors(file: string, text: string, docs: ReadonlyMap<string, Set<string>>): string[] {
  return [...text.matchAll(/docs\/([a-z-]+\.md)#([a-z0-9-]+)/g)]
    .filter(([, doc, anchor]) => docs.has(doc!) && !docs.get(doc!)!.has(anchor!))
    .map(([ref]) => `${file}: ${ref} (no such heading)`);
}

export function readText(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/**
 * Paths and file names a markdown file cites must be in the repository. The rule:
 * - a markdown link's target (not a URL, not `#anchor`, not a site path starting with `/`) must
 *   exist relative to the file, as GitHub follows it;
 * - a path with a folder (`api/src/index.ts`, `content/blog/`), in prose, code spans or fenced code,
 *   must exist relative to the file, to the package folder the file is in, or to the repository root,
 *   or be the end of a path in that package (a README's `run/schedule.ts` under its `src/alerts/`;
 *   the root's files and docs/ count the whole repository as their package); a path counts when it
 *   ends in a file extension of `CITED_EXTENSIONS` or, in a code span, with `/`;
 * - a bare file name counts when written as code (`` `ResultsList.tsx` ``) or when it names a markdown
 *   file anywhere (`ARCHITECTURE.md`); some file of the repository must have that name;
 * - not checked: URLs, site and system paths (`/dev/outbox`, `/usr/bin/chromium`), package
 *   specifiers (`@chainwork/...`), templates (`<package>/<version>/`, `*.json`), and what the build or
 *   a run writes on purpose: anything under a folder of `GENERATED_DIRS` and the files of
 *   `GENERATED_FILES` (git ignores them or they live in a build's output), and other projects' files
 *   named as theirs (`THIRD_PARTY_FILES`).
 */
const CITED_EXTENSIONS = 'md|ts|tsx|mts|cts|js|mjs|cjs|json|jsonc|sql|ya?ml|css|html|py|sh|svg|toml';
export const GENERATED_DIRS = new Set([...SKIPPED_DIRS, '.prof', '.build-stamps', '.tmp']);
export const GENERATED_FILES = new Set([
  '.dev.vars',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'first-view-styles.html',
  'tsconfig.tsbuildinfo',
]);
/** Other projects' files, named as theirs: a library (`ical.js`), a vendor's script, miniflare's download. */
export const THIRD_PARTY_FILES = new Set(['ical.js', 'beacon.min.js', 'cf.json']);
/** A path token: folders and a file name with a cited extension, not inside a longer word, URL or template. */
const PATH_TOKEN = new RegExp(`(?<![\\w@/.:~$<>*{}-])((?:[\\w.-]+/)*[\\w.-]*\\w\\.(?:${CITED_EXTENSIONS}))(?![\\w/<>*{}-])`, 'g');
const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_SPAN = /`([^`\n]+)`/g;
const FOLDER_SPAN = /^(?:[\w.-]+\/)+$/;

export interface RepositoryIndex {
  exists(relPath: string): boolean;
  hasFileNamed(name: string): boolean;
  /** Whether some path under `scope` ('' for the whole repository) ends with `tail`. */
  hasPathEndingWith(scope: string, tail: string): boolean;
}

/** Every file and folder under `root` (the generated ones left out), for `missingFileCitations`. */
export function repositoryIndex(root: string): RepositoryIndex {
  const paths = new Set<string>();
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (GENERATED_DIRS.has(name)) continue;
      const full = path.join(dir, name);
      paths.add(path.relative(root, full));
      if (statSync(full).isDirectory()) walk(full);
      else names.add(name);
    }
  };
  walk(root);
  return {
    exists: (rel) => rel === '' || paths.has(rel),
    hasFileNamed: (name) => names.has(name),
    hasPathEndingWith: (scope, tail) =>
      [...paths].some((p) => (scope === '' || p.startsWith(`${scope}/`)) && (p === tail || p.endsWith(`/${tail}`))),
  };
}

function isGenerated(cited: string): boolean {
  const parts = cited.split('/').filter(Boolean);
  const name = parts.at(-1) ?? '';
  return parts.some((part) => GENERATED_DIRS.has(part)) || GENERATED_FILES.has(name) || THIRD_PARTY_FILES.has(name);
}

/** `file:line: cited (not in the repository)` for every path or file name `file` cites that is not there. */
export function missingFileCitations(file: string, text: string, repo: RepositoryIndex): string[] {
  const dir = path.posix.dirname(file);
  const top = file.includes('/') ? file.split('/')[0]! : '.';
  /** The package a file belongs to; the root's files and docs/ speak for the whole repository. */
  const scope = top === '.' || top === 'docs' ? '' : top;
  const resolves = (cited: string, bases: readonly string[]): boolean =>
    bases.some((base) => {
      const rel = path.posix.normalize(path.posix.join(base, cited)).replace(/\/$/, '');
      return !rel.startsWith('..') && repo.exists(rel === '.' ? '' : rel);
    });
  /** A folder path: as written from the file, its package or the root, or the tail of a path in its package. */
  const pathIsThere = (cited: string): boolean =>
    resolves(cited, [dir, top, '.']) || (!cited.startsWith('.') && repo.hasPathEndingWith(scope, cited.replace(/\/$/, '')));
  const found: string[] = [];
  text.split('\n').forEach((rawLine, i) => {
    const line = rawLine.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, ' ');
    const report = (cited: string) => found.push(`${file}:${i + 1}: ${cited} (not in the repository)`);
    for (const [, target] of rawLine.matchAll(LINK_TARGET)) {
      const cited = decodeURI(target!.replace(/[#?].*$/, ''));
      if (!cited || /^[a-z][\w+.-]*:/i.test(target!) || cited.startsWith('/') || isGenerated(cited)) continue;
      if (!resolves(cited, [dir])) report(cited);
    }
    const lineWithoutLinks = line.replace(LINK_TARGET, ' ');
    for (const [, cited] of lineWithoutLinks.matchAll(PATH_TOKEN)) {
      if (isGenerated(cited!)) continue;
      if (cited!.includes('/')) {
        if (!pathIsThere(cited!)) report(cited!);
      } else if (cited!.endsWith('.md') && !repo.hasFileNamed(cited!)) report(cited!);
    }
    for (const [, span] of lineWithoutLinks.matchAll(CODE_SPAN)) {
      const cited = span!.trim();
      if (isGenerated(cited)) continue;
      if (FOLDER_SPAN.test(cited) && !pathIsThere(cited)) report(cited);
      else if (new RegExp(`^[\\w.-]*\\w\\.(?:${CITED_EXTENSIONS})$`).test(cited) && !cited.endsWith('.md') && !repo.hasFileNamed(cited))
        report(cited);
    }
  });
  return found;
}
