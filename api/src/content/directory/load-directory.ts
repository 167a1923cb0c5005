/**
 * Loads the directory's data files into D1: all files are checked first, then one batch
 * (one transaction) replaces the file-born entries, so a bad file changes nothing and a
 * failed write leaves the previous content whole. Loading the same files again changes
 * nothing (not even updated_at): the digest of what was loaded is kept.
 */
import type { SqlDatabase } from '../../db/database';
import { digestOf, type ContentFile } from '../content-file';
import { parseDirectoryFiles } from './directory-file';

export const DIRECTORY_LOAD_KIND = 'directory';

export type LoadResult = { action: 'loaded' | 'unchanged'; entries: number };

const INSERT_SQL = `INSERT OR REPLACE INTO directory_entries
  (slug, name, type, description, website, location, stages_json, focus_json, ecosystems_json, terms, source_file, attribution, origin, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 'file', ?13)`;

export async function loadDirectory(db: SqlDatabase, files: readonly ContentFile[], now: Date = new Date()): Promise<LoadResult> {
  const records = parseDirectoryFiles(files);
  const digest = await digestOf(records);
  const previous = await db
    .prepare('SELECT digest FROM content_loads WHERE kind = ?1')
    .bind(DIRECTORY_LOAD_KIND)
    .first<{ digest: string }>();
  if (previous?.digest === digest) return { action: 'unchanged', entries: records.length };

  const at = now.getTime();
  await db.batch([
    db.prepare("DELETE FROM directory_entries WHERE origin = 'file'"),
    ...records.map((r) =>
      db
        .prepare(INSERT_SQL)
        .bind(
          r.slug,
          r.name,
          r.type,
          r.description,
          r.website,
          r.location,
          JSON.stringify(r.stages),
          JSON.stringify(r.focus),
          JSON.stringify(r.ecosystems),
          r.terms,
          r.sourceFile,
          r.attribution,
          at,
        ),
    ),
    db
      .prepare('INSERT OR REPLACE INTO content_loads (kind, digest, entries, loaded_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(DIRECTORY_LOAD_KIND, digest, records.length, at),
  ]);
  return { action: 'loaded', entries: records.length };
}
