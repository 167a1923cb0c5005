/**
 * Reads sources files (YAML) into checked entries. Every file is checked before anything is
 * written; the first problem fails the load with a message naming the file, the entry and the
 * field: `content/sources/sources.yaml: entry 3 (zk-forge) company.website: must be an https address`.
 */
import { parseDocument } from 'yaml';
import { ContentFileError, fieldPath, type ContentFile } from '../../content/content-file';
import { checkBoard } from './board';
import { sourcesFileSchema, type SourceEntry } from './schema';

/** A sources file; `standin` marks the local stand-in's own file, the only one whose careers pages may be local paths. */
export interface SourcesFile extends ContentFile {
  standin?: boolean;
}

/** One checked entry and the file it came from. */
export interface LoadedEntry extends SourceEntry {
  file: string;
}

/** `entry 3 (zk-forge) company.website` for a zod path into the file's list. */
function entryField(path: readonly PropertyKey[], data: unknown): string {
  const [index, ...rest] = path;
  if (typeof index !== 'number') return fieldPath(path);
  const slug = (data as Array<{ company?: { slug?: unknown } }>)[index]?.company?.slug;
  const label = `entry ${index + 1}${typeof slug === 'string' && slug ? ` (${slug})` : ''}`;
  return rest.length > 0 ? `${label} ${fieldPath(rest)}` : label;
}

function parseYaml(file: SourcesFile): unknown {
  const doc = parseDocument(file.text, { prettyErrors: true, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0]?.line;
    throw new ContentFileError(file.path, line ? `line ${line}` : '', `not valid YAML (${error.code})`);
  }
  // A file of comments only (the production list before its first company) is an empty list.
  return doc.toJS({ maxAliasCount: 50 }) ?? [];
}

export function parseSourcesFile(file: SourcesFile): LoadedEntry[] {
  const data = parseYaml(file);
  const parsed = sourcesFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentFileError(file.path, entryField(issue.path, data), issue.message);
  }
  return parsed.data.map((entry, index) => ({
    ...entry,
    boards: entry.boards.map(({ provider, board }, boardIndex) => {
      const checked = checkBoard(provider, board, { standinPaths: file.standin === true });
      if (checked.problem !== null)
        throw new ContentFileError(file.path, entryField([index, 'boards', boardIndex, 'board'], data), checked.problem);
      return { provider, board: checked.board };
    }),
    file: file.path,
  }));
}

/** Every file checked together: a company slug and a board appear once across all of them. */
export function parseSourcesFiles(files: readonly SourcesFile[]): LoadedEntry[] {
  const entries: LoadedEntry[] = [];
  const companies = new Map<string, string>();
  const boards = new Map<string, string>();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const data = parseSourcesFile(file);
    data.forEach((entry, index) => {
      const label = `entry ${index + 1} (${entry.company.slug})`;
      const other = companies.get(entry.company.slug);
      if (other) throw new ContentFileError(file.path, `${label} company.slug`, `"${entry.company.slug}" is already listed in ${other}`);
      companies.set(entry.company.slug, file.path);
      entry.boards.forEach((b, boardIndex) => {
        const id = sourceId(b.provider, b.board);
        const where = boards.get(id);
        if (where) throw new ContentFileError(file.path, `${label} boards[${boardIndex}]`, `${id} is already listed in ${where}`);
        boards.set(id, file.path);
      });
      entries.push(entry);
    });
  }
  return entries;
}

/** import_sources.id: `{provider}:{board}`. */
export function sourceId(provider: string, board: string): string {
  return `${provider}:${board}`;
}
