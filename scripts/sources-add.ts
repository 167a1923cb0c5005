/**
 * Adds a company's job board to the reviewed sources file, after reading it:
 *
 *   npm run sources:add -- --provider greenhouse --board acme --name "Acme" --website https://acme.xyz
 *                          [--slug acme] [--about "..."] [--ecosystem ethereum ...] [--allow-empty]
 *
 * It fetches the board from the provider's own host (the same code the imports run), parses it,
 * prints how many jobs it holds and a sample of titles, and only then appends the entry to
 * content/sources/sources.yaml, keeping the file's comments. A board that cannot be read, a
 * board already listed (here or in the stand-in's file) and an entry the loader would refuse
 * are refused with the reason; the file is then left as it was. A company already in the file
 * gets the board added to its own entry.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { isEcosystemId } from '@chainwork/shared-config/companies';
import { parseSourcesFiles, type SourcesFile } from '@chainwork/api/content';
import { BoardRef, FETCH_LIMITS, PRODUCTION_BASES, fetchBoard } from '@chainwork/api/imports/providers';
import { slugify } from '@chainwork/api/seed';
import { PROVIDERS, type Provider, type RawPosting } from '@chainwork/api/imports/types';
import { isMain } from './lib/is-main';
import { parseCommandLine, runCli, UsageError } from './lib/cli';
import { REPO_ROOT } from './lib/paths';

export const SOURCES_FILE = path.join(REPO_ROOT, 'content/sources/sources.yaml');
export const STANDIN_FILE = path.join(REPO_ROOT, 'content/sources/standin.yaml');

/** What a new sources file starts with (content/sources/sources.yaml normally exists already). */
export const SOURCES_FILE_HEADER = `# The reviewed list of companies whose public job boards Chainwork imports (docs/imports.md).
# To add a company, run \`npm run sources:add\`: it fetches the board first and refuses one that
# cannot be read, then appends the entry here. Open a pull request with the change.
[]
`;

const USAGE =
  'usage: npm run sources:add -- --provider greenhouse|lever|ashby|jsonld --board <name or https URL> --name <company> ' +
  '--website <https URL> [--slug <slug>] [--about <text>] [--ecosystem <id> ...] [--allow-empty]';

/** How many titles the command prints before adding a board. */
export const SAMPLE_TITLES = 5;

export interface SourcesAddArgs {
  board: BoardRef;
  company: { name: string; slug: string; website: string; about?: string; ecosystems: string[] };
  allowEmpty: boolean;
}

export function parseSourcesAddArgs(argv: string[]): SourcesAddArgs {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      provider: { type: 'string' },
      board: { type: 'string' },
      name: { type: 'string' },
      website: { type: 'string' },
      slug: { type: 'string' },
      about: { type: 'string' },
      ecosystem: { type: 'string', multiple: true },
      'allow-empty': { type: 'boolean', default: false },
    },
  });
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  for (const required of ['provider', 'board', 'name', 'website'] as const)
    if (!values[required]?.trim()) throw new UsageError(`--${required} is required`);
  if (!(PROVIDERS as readonly string[]).includes(values.provider!))
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}, got "${values.provider}"`);
  const board = BoardRef.safeParse({ provider: values.provider as Provider, board: values.board });
  if (!board.success) throw new UsageError(`--board ${board.error.issues[0]!.message}`);
  if (board.data.board.startsWith('/')) throw new UsageError('--board: a path is a page of the local stand-in; list those in standin.yaml');
  const ecosystems = values.ecosystem ?? [];
  const unknown = ecosystems.find((id) => !isEcosystemId(id));
  if (unknown) throw new UsageError(`--ecosystem "${unknown}" is not one of the board's ecosystems (shared-config companies)`);
  const name = values.name!.trim();
  const slug = values.slug?.trim() || slugify(name);
  if (!slug) throw new UsageError('--slug is required when the name has no letters or digits');
  return {
    board: board.data,
    company: { name, slug, website: values.website!.trim(), ...(values.about ? { about: values.about.trim() } : {}), ecosystems },
    allowEmpty: values['allow-empty'],
  };
}

/** What the command prints about a board it read: the count and a sample of titles. */
export function describeBoard(postings: readonly RawPosting[]): string[] {
  const titles = postings.slice(0, SAMPLE_TITLES).map((posting) => `  - ${posting.title}`);
  const more = postings.length > SAMPLE_TITLES ? [`  ... and ${postings.length - SAMPLE_TITLES} more`] : [];
  return [`${postings.length} ${postings.length === 1 ? 'job' : 'jobs'} on the board${postings.length ? ':' : '.'}`, ...titles, ...more];
}

/** The sources list of a parsed file, made a block list (an empty `[]` would grow as one long flow line). */
function entriesOf(doc: Document): YAMLSeq {
  const contents = doc.contents;
  if (isSeq(contents) && contents.items.length > 0) return contents;
  if (contents !== null && !isSeq(contents)) throw new Error('the sources file is not a list of companies');
  const seq = doc.createNode([]) as YAMLSeq;
  seq.flow = false;
  // Comments attached to the old empty list stay where they were.
  if (contents) [seq.commentBefore, seq.comment] = [contents.commentBefore, contents.comment];
  doc.contents = seq;
  return seq;
}

function boardNode(doc: Document, board: BoardRef): YAMLMap {
  const node = doc.createNode({ provider: board.provider, board: board.board }) as YAMLMap;
  node.flow = true;
  return node;
}

/**
 * The file's text with the board added: to the company's own entry when its slug is listed,
 * else as a new entry at the end. Comments and the other entries are kept as they are.
 * Throws when the board is already listed in this file.
 */
export function addSourceToFile(text: string, { board, company }: Pick<SourcesAddArgs, 'board' | 'company'>): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`the sources file is not valid YAML (${doc.errors[0]!.code}); fix it first`);
  const entries = entriesOf(doc);
  for (const entry of entries.items) {
    const boards = isMap(entry) ? entry.get('boards') : null;
    for (const listed of isSeq(boards) ? boards.items : [])
      if (isMap(listed) && listed.get('provider') === board.provider && listed.get('board') === board.board)
        throw new Error(`${board.provider}:${board.board} is already in the sources file`);
  }
  const existing = entries.items.find(
    (entry) => isMap(entry) && (entry.get('company') as YAMLMap | undefined)?.get?.('slug') === company.slug,
  );
  if (existing && isMap(existing)) {
    const boards = existing.get('boards');
    if (!isSeq(boards)) throw new Error(`the entry of ${company.slug} has no boards list`);
    boards.items.push(boardNode(doc, board));
    return doc.toString();
  }
  const ecosystems = doc.createNode(company.ecosystems) as YAMLSeq;
  ecosystems.flow = true;
  const entry = doc.createNode({ company: { ...company, ecosystems }, boards: [] }) as YAMLMap;
  (entry.get('boards') as YAMLSeq).items.push(boardNode(doc, board));
  // A blank line before each company, as in the hand-written files.
  entry.spaceBefore = true;
  entries.items.push(entry);
  return doc.toString();
}

async function main(): Promise<void> {
  const args = parseSourcesAddArgs(process.argv.slice(2));
  const { provider, board } = args.board;
  console.log(`Reading ${provider}:${board} ...`);
  const outcome = await fetchBoard(
    { provider, board, etag: null, lastModified: null },
    { fetch: globalThis.fetch, bases: PRODUCTION_BASES, timeoutMs: FETCH_LIMITS.timeoutMs, maxBytes: FETCH_LIMITS.maxBytes },
  );
  if (outcome.kind !== 'ok') throw new Error('the board answered "not modified" to a request that was not conditional');
  for (const line of describeBoard(outcome.postings)) console.log(line);
  if (!outcome.postings.length && !args.allowEmpty)
    throw new Error(
      'Not added: the board lists no jobs (a wrong name reads as an empty board on some providers). Pass --allow-empty to add it anyway.',
    );
  const text = existsSync(SOURCES_FILE) ? await readFile(SOURCES_FILE, 'utf8') : SOURCES_FILE_HEADER;
  const next = addSourceToFile(text, args);
  // The loader's own checks, with the stand-in's file beside it: a board or company listed there is refused too.
  const files: SourcesFile[] = [{ path: path.relative(REPO_ROOT, SOURCES_FILE), text: next }];
  if (existsSync(STANDIN_FILE))
    files.push({ path: path.relative(REPO_ROOT, STANDIN_FILE), text: await readFile(STANDIN_FILE, 'utf8'), standin: true });
  parseSourcesFiles(files);
  await writeFile(SOURCES_FILE, next);
  console.log(
    `Added ${provider}:${board} for ${args.company.name} to ${path.relative(REPO_ROOT, SOURCES_FILE)}. Open a pull request with it.`,
  );
}

if (isMain(import.meta.url)) runCli(main, USAGE);
