import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { anchorsOf, brokenAnchors, headingAnchor, outsideCitations, readText, repositoryFiles } from './citations';

const files = repositoryFiles(REPO_ROOT);
const DOCS = new Map(['product-requirements.md', 'stack-notes.md'].map((doc) => [doc, anchorsOf(readText(REPO_ROOT, `docs/${doc}`))]));

describe('docs stand alone', () => {
  it('scans the whole repository', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'scripts/test.ts',
        'shared-config/src/constants.ts',
        'docs/adr/0001-versioned-remotes-and-runtime-map.md',
      ]),
    );
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });

  it('no file cites a document outside the repository (STACK.md, spec sections, issue numbers, §)', () => {
    expect(files.flatMap((file) => outsideCitations(file, readText(REPO_ROOT, file)))).toEqual([]);
  });

  it('every docs/<topic> anchor cited names a heading that exists', () => {
    expect(files.flatMap((file) => brokenAnchors(file, readText(REPO_ROOT, file), DOCS))).toEqual([]);
  });

  it('recognises the citations it forbids, and leaves ordinary words alone', () => {
    const found = (line: string) => outsideCitations('f.ts', line).length;
    for (const line of [
      '(STACK.md gotcha 5)',
      'see spec 9',
      '(spec section 3)',
      "issue 4's api",
      'the issue-4 contract',
      'Part 2 §3',
      "the lead's contract",
    ]) {
      expect(found(line), line).toBe(1);
    }
    for (const line of [
      'packageNameOf(specifier)',
      'zod issue.input',
      'the spec leaves it open',
      '(docs/product-requirements.md#page-metadata)',
    ]) {
      expect(found(line), line).toBe(0);
    }
  });

  it('reads anchors as GitHub writes them', () => {
    expect(headingAnchor('Look and colour mode')).toBe('look-and-colour-mode');
    expect(headingAnchor('Node 20 version ceilings')).toBe('node-20-version-ceilings');
    expect(brokenAnchors('x.md', 'docs/stack-notes.md#no-such-topic and docs/stack-notes.md#htmlrewriter', DOCS)).toEqual([
      'x.md: docs/stack-notes.md#no-such-topic (no such heading)',
    ]);
  });
});
