import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseSourcesFiles } from '@chainwork/api/content';
import type { RawPosting } from '@chainwork/api/imports/types';
import { UsageError } from './lib/cli';
import { SOURCES_FILE, SOURCES_FILE_HEADER, STANDIN_FILE, addSourceToFile, describeBoard, parseSourcesAddArgs } from './sources-add';

const base = ['--provider', 'greenhouse', '--board', 'acme', '--name', 'Acme Labs', '--website', 'https://acme.xyz'];

describe('sources:add command line', () => {
  it('reads the board and the company, deriving the slug from the name', () => {
    expect(parseSourcesAddArgs([...base, '--ecosystem', 'ethereum', '--ecosystem', 'solana'])).toEqual({
      board: { provider: 'greenhouse', board: 'acme' },
      company: { name: 'Acme Labs', slug: 'acme-labs', website: 'https://acme.xyz', ecosystems: ['ethereum', 'solana'] },
      allowEmpty: false,
    });
    expect(parseSourcesAddArgs([...base, '--slug', 'acme', '--about', 'Builds rollups.', '--allow-empty']).company).toMatchObject({
      slug: 'acme',
      about: 'Builds rollups.',
    });
  });

  it('writes a careers page in the URL parser form', () => {
    const args = parseSourcesAddArgs([
      '--provider',
      'jsonld',
      '--board',
      'https://ACME.xyz/careers',
      '--name',
      'Acme',
      '--website',
      'https://acme.xyz',
    ]);
    expect(args.board).toEqual({ provider: 'jsonld', board: 'https://acme.xyz/careers' });
  });

  it.each([
    [['--provider', 'greenhouse'], '--board is required'],
    [[...base.slice(2), '--provider', 'workday'], '--provider must be one of greenhouse, lever, ashby, jsonld, got "workday"'],
    [['--provider', 'lever', ...base.slice(2).map((v) => (v === 'acme' ? '../acme' : v))], '--board a board name has letters'],
    [
      ['--provider', 'jsonld', ...base.slice(2).map((v) => (v === 'acme' ? 'https://10.0.0.1/careers' : v))],
      '--board a careers page must be on the public internet',
    ],
    [
      ['--provider', 'jsonld', ...base.slice(2).map((v) => (v === 'acme' ? '/careers/acme' : v))],
      '--board: a path is a page of the local stand-in',
    ],
    [[...base, '--ecosystem', 'dogecoin-classic'], '--ecosystem "dogecoin-classic" is not one'],
    [[...base, 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSourcesAddArgs(argv)).toThrow(UsageError);
    expect(() => parseSourcesAddArgs(argv)).toThrow(message);
  });
});

describe('describeBoard', () => {
  const posting = (title: string) => ({ title }) as RawPosting;
  it('says how many jobs and shows a sample of titles', () => {
    expect(describeBoard(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(posting))).toEqual([
      '7 jobs on the board:',
      '  - A',
      '  - B',
      '  - C',
      '  - D',
      '  - E',
      '  ... and 2 more',
    ]);
    expect(describeBoard([posting('Only')])).toEqual(['1 job on the board:', '  - Only']);
    expect(describeBoard([])).toEqual(['0 jobs on the board.']);
  });
});

describe('addSourceToFile', () => {
  const acme = parseSourcesAddArgs([...base, '--ecosystem', 'ethereum']);

  it('turns the empty list into a first entry, keeping the header comments, in a shape the loader accepts', () => {
    const text = addSourceToFile(SOURCES_FILE_HEADER, acme);
    expect(text.startsWith(SOURCES_FILE_HEADER.replace('[]\n', ''))).toBe(true);
    expect(text).toContain(
      '- company:\n    name: Acme Labs\n    slug: acme-labs\n    website: https://acme.xyz\n    ecosystems: [ ethereum ]\n',
    );
    expect(text).toContain('  boards:\n    - { provider: greenhouse, board: acme }\n');
    const [entry] = parseSourcesFiles([{ path: 'content/sources/sources.yaml', text }]);
    expect(entry).toMatchObject({
      company: { slug: 'acme-labs', ecosystems: ['ethereum'] },
      boards: [{ provider: 'greenhouse', board: 'acme' }],
    });
  });

  it('appends after the entries there, keeping their comments; a listed company gets the board in its own entry', () => {
    const once = addSourceToFile(SOURCES_FILE_HEADER, acme);
    const commented = once.replace('  boards:\n', '  # reviewed by the team\n  boards:\n');
    const other = parseSourcesAddArgs(['--provider', 'lever', '--board', 'beta', '--name', 'Beta', '--website', 'https://beta.xyz']);
    const twice = addSourceToFile(commented, other);
    expect(twice).toContain('# reviewed by the team');
    expect(twice).toContain('\n\n- company:\n    name: Beta\n');
    const more = addSourceToFile(twice, { ...acme, board: { provider: 'ashby', board: 'acme' } });
    const entries = parseSourcesFiles([{ path: 'content/sources/sources.yaml', text: more }]);
    expect(entries.map((entry) => [entry.company.slug, entry.boards.map((b) => `${b.provider}:${b.board}`)])).toEqual([
      ['acme-labs', ['greenhouse:acme', 'ashby:acme']],
      ['beta', ['lever:beta']],
    ]);
  });

  it('refuses a board that is already listed, even under another company', () => {
    const once = addSourceToFile(SOURCES_FILE_HEADER, acme);
    expect(() => addSourceToFile(once, acme)).toThrow('greenhouse:acme is already in the sources file');
    expect(() => addSourceToFile(once, { ...acme, company: { ...acme.company, slug: 'someone-else' } })).toThrow(
      'already in the sources file',
    );
  });

  it('adds to the repository files and leaves an answer the loader reads, with the stand-in beside it', async () => {
    const [sources, standin] = await Promise.all([readFile(SOURCES_FILE, 'utf8'), readFile(STANDIN_FILE, 'utf8')]);
    const next = addSourceToFile(sources, acme);
    const entries = parseSourcesFiles([
      { path: 'content/sources/sources.yaml', text: next },
      { path: 'content/sources/standin.yaml', text: standin, standin: true },
    ]);
    expect(entries.some((entry) => entry.company.slug === 'acme-labs')).toBe(true);
    expect(next.startsWith(sources.replace(/\[\]\s*$/, ''))).toBe(true);
  });

  it('refuses a file that is not valid YAML or not a list', () => {
    expect(() => addSourceToFile('- [unclosed', acme)).toThrow('not valid YAML');
    expect(() => addSourceToFile('company: x\n', acme)).toThrow('not a list of companies');
  });
});
