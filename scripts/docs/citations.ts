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
