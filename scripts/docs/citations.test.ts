import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import {
  anchorsOf,
  brokenAnchors,
  headingAnchor,
  missingFileCitations,
  outsideCitations,
  readText,
  repositoryFiles,
  repositoryIndex,
} from './citations';

const files = repositoryFiles(REPO_ROOT);
const markdown = files.filter((file) => file.endsWith('.md'));
const repo = repositoryIndex(REPO_ROOT);
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
      'as ARCHITECTURE.md says',
      'the design-card look',
      '(product-spec: routes)',
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

  it('no markdown file cites a file or folder that is not in the repository (rule: citations.ts, missingFileCitations)', () => {
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/security.md', 'api/README.md']));
    expect(markdown.flatMap((file) => missingFileCitations(file, readText(REPO_ROOT, file), repo))).toEqual([]);
  });

  it('refuses cited files that are not there, by name, path or link', () => {
    const missing = (file: string, line: string) => missingFileCitations(file, line, repo).length;
    for (const [file, line] of [
      ['README.md', 'the architecture (`ARCHITECTURE.md`: the shell provides Chakra)'],
      ['docs/performance.md', '(`design-card.md` names Chakra and emotion)'],
      ['docs/x.md', 'see design-card.md for the look'],
      ['README.md', 'the spec in spec/product-spec.md'],
      ['README.md', '[the spec](docs/product-spec.md#routes)'],
      ['docs/performance.md', '[notes](docs/stack-notes.md#htmlrewriter), resolved from docs/ as GitHub does'],
      ['README.md', 'built by `scripts/no-such-script.ts`'],
      ['api/README.md', '`src/no-such-folder/`'],
      ['shell-app/README.md', 'the `NoSuchPage.tsx` page'],
    ]) {
      expect(missing(file!, line!), line).toBe(1);
    }
    for (const [file, line] of [
      ['README.md', '[imports](docs/imports.md#sources) and `api/src/index.ts` and scripts/test.ts'],
      ['docs/performance.md', '[notes](stack-notes.md#htmlrewriter) and [api](../api/README.md)'],
      ['api/README.md', '`src/index.ts`, `wrangler.jsonc`, `migrations/` and `0007_accounts.sql`'],
      ['remote-jobs/README.md', '`results/ResultsList.tsx` (under its src/search/)'],
      ['README.md', 'https://example.com/a/b.md, [site](https://chainwork.example/x.json), <https://x.example/y.ts>'],
      ['README.md', '`/dev/outbox`, `/usr/bin/chromium`, `/blog/rss.xml` and `@chainwork/shared-config/x.ts`'],
      ['README.md', '`<package>/<version>/x.json`, `content/sources/*.yaml`, `{name}.md`'],
      ['README.md', '`dist/`, `shell-app/dist/remoteEntry.js`, `.wrangler/state`, `api/.dev.vars`, `mf-manifest.json`'],
      ['README.md', 'Node.js and Chart.js in prose; tests parse it with `ical.js`'],
    ]) {
      expect(missing(file!, line!), line).toBe(0);
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
