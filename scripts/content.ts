/**
 * Content that lives in the repo, loaded into D1 (the blog has its own command,
 * `npm run content:publish`; `npm start` loads both through loadLocalContent below).
 *
 *   tsx scripts/content.ts directory [--remote]        content/funding/*.json -> the directory
 *   tsx scripts/content.ts import-events <file> [--remote]   a JSON file of events -> the calendar, published
 *   tsx scripts/content.ts samples                     fictional sample events dated from today (local only)
 *   tsx scripts/content.ts sources [--remote]          content/sources/*.yaml -> companies and import sources
 *                                                      (standin.yaml, the local stand-in's boards, only locally)
 *
 * Locally it writes through wrangler's getPlatformProxy on the shared state folder (a running
 * `wrangler dev` sees the change at once); with --remote it validates everything first, then
 * sends the statements in one `wrangler d1 execute --remote --file` call. Every file is checked
 * before anything is written; an error names the file and the field.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  importEvents,
  loadBlogContent,
  loadDirectory,
  loadSources,
  parseBlogSource,
  parseDirectoryFiles,
  parseSourcesFiles,
  refreshSampleEvents,
  type ContentFile,
  type SourcesFile,
  type SqlDatabase,
} from '@chainwork/api/content';
import { formatLoadResult } from './content-publish';
import { readBlogSource } from './content/blog-files';
import { isMain } from './lib/is-main';
import { parseCommandLine, runCli, UsageError } from './lib/cli';
import { API_CONFIG, D1_DATABASE_NAME, REPO_ROOT, stateDir } from './lib/paths';
import { withPlatform } from './lib/platform';
import { SqlRecorder } from './lib/sql-recorder';
import { quietWranglerEnv, runWrangler } from './lib/wrangler';

export const DIRECTORY_FOLDER = path.join(REPO_ROOT, 'content/funding');
export const SOURCES_FOLDER = path.join(REPO_ROOT, 'content/sources');
/** The local stand-in's boards (scripts/standin-boards): loaded only into a local database, whose site is loopback. */
export const STANDIN_SOURCES = 'standin.yaml';

/** Every `.json` file of a folder, named by its path from the repository root. */
export async function readContentFiles(folder: string): Promise<ContentFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      return { path: path.relative(REPO_ROOT, file), text: await readFile(file, 'utf8') };
    }),
  );
}

/** The sources files (`.yaml`); the stand-in's file only when `local`, marked as the stand-in's. */
export async function readSourcesFiles(options: { local: boolean }): Promise<SourcesFile[]> {
  const names = (await readdir(SOURCES_FOLDER))
    .filter((name) => name.endsWith('.yaml') && (options.local || name !== STANDIN_SOURCES))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(SOURCES_FOLDER, name);
      return { path: path.relative(REPO_ROOT, file), text: await readFile(file, 'utf8'), standin: name === STANDIN_SOURCES };
    }),
  );
}

type Work<T> = (db: SqlDatabase) => Promise<T>;

async function onLocal<T>(work: Work<T>, dir = stateDir()): Promise<T> {
  Object.assign(process.env, quietWranglerEnv());
  return withPlatform<{ DB: SqlDatabase }, T>(API_CONFIG, ({ DB }) => work(DB), dir);
}

async function onRemote<T>(work: Work<T>): Promise<T> {
  const recorder = new SqlRecorder();
  const result = await work(recorder);
  const folder = await mkdtemp(path.join(tmpdir(), 'chainwork-content-'));
  const file = path.join(folder, 'content.sql');
  try {
    await writeFile(file, recorder.script());
    console.log(await runWrangler(['d1', 'execute', D1_DATABASE_NAME, '--remote', '-c', API_CONFIG, '--file', file, '--yes']));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return result;
}

/**
 * What `npm start` runs after the migrations: the blog (content/blog), the directory files and
 * fresh sample events. Every file is read and validated before the first write.
 */
export async function loadLocalContent(options: { stateDir?: string; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const blogSource = await readBlogSource();
  parseBlogSource(blogSource);
  const files = await readContentFiles(DIRECTORY_FOLDER);
  parseDirectoryFiles(files);
  const sourcesFiles = await readSourcesFiles({ local: true });
  parseSourcesFiles(sourcesFiles);
  await onLocal(async (db) => {
    log(formatLoadResult(await loadBlogContent(db, blogSource)));
    const directory = await loadDirectory(db, files);
    log(
      directory.action === 'loaded'
        ? `Loaded ${directory.entries} directory entries.`
        : `Directory unchanged (${directory.entries} entries).`,
    );
    log(`Refreshed ${await refreshSampleEvents(db)} fictional sample events, dated from today.`);
    const sources = await loadSources(db, sourcesFiles);
    log(`Loaded ${sources.companies} companies with ${sources.sources} job boards (content/sources).`);
  }, options.stateDir);
}

export const CONTENT_USAGE =
  'Usage: tsx scripts/content.ts directory [--remote] | import-events <file.json> [--remote] | samples | sources [--remote]';

export type ContentCommand =
  | { command: 'directory'; remote: boolean }
  | { command: 'import-events'; file: string; remote: boolean }
  | { command: 'samples' }
  | { command: 'sources'; remote: boolean };

/** The command line: one command, its file for import-events, and --remote where it makes sense. */
export function parseContentArgs(argv: string[]): ContentCommand {
  const { values, positionals } = parseCommandLine({
    args: argv,
    options: { remote: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, file, ...extra] = positionals;
  const remote = values.remote;
  if (command === 'import-events') {
    if (!file) throw new UsageError('import-events needs the JSON file of events');
    if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'`);
    return { command, file, remote };
  }
  if (command === 'directory' || command === 'samples' || command === 'sources') {
    if (file !== undefined) throw new UsageError(`Unexpected argument '${file}'`);
    if (command === 'samples') {
      if (remote) throw new UsageError('Sample events are fictional: they never go to the remote database');
      return { command };
    }
    return { command, remote };
  }
  throw new UsageError(
    command === undefined ? 'Which content? directory, import-events, samples or sources' : `Unknown command '${command}'`,
  );
}

async function main(args: ContentCommand): Promise<void> {
  switch (args.command) {
    case 'directory': {
      const files = await readContentFiles(DIRECTORY_FOLDER);
      const result = await (args.remote ? onRemote : onLocal)((db) => loadDirectory(db, files));
      console.log(
        args.remote
          ? `Sent ${result.entries} directory entries.`
          : `${result.action === 'loaded' ? 'Loaded' : 'Unchanged:'} ${result.entries} directory entries.`,
      );
      return;
    }
    case 'import-events': {
      const content: ContentFile = { path: args.file, text: await readFile(path.resolve(args.file), 'utf8') };
      const result = await (args.remote ? onRemote : onLocal)((db) => importEvents(db, content));
      console.log(
        args.remote
          ? `Sent ${result.added} events (existing ones are updated only where they changed).`
          : `Events: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged.`,
      );
      return;
    }
    case 'samples':
      console.log(`Refreshed ${await onLocal((db) => refreshSampleEvents(db))} sample events.`);
      return;
    case 'sources': {
      // Remote: the reviewed list only; the stand-in's fictional boards never leave this machine.
      const files = await readSourcesFiles({ local: !args.remote });
      const result = await (args.remote ? onRemote : onLocal)((db) => loadSources(db, files));
      console.log(
        `${args.remote ? 'Sent' : 'Loaded'} ${result.companies} companies with ${result.sources} job boards (${files.map((f) => f.path).join(', ')}).`,
      );
      return;
    }
  }
}

// runCli prints a ContentFileError's message (file and field) and exits 1; a bad command line exits 2 with the usage.
if (isMain(import.meta.url)) runCli(() => main(parseContentArgs(process.argv.slice(2))), CONTENT_USAGE);
