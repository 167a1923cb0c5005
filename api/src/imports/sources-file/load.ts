/**
 * Loads checked sources files into D1 in one batch (one transaction), idempotently: loading
 * the same files again changes no row, not even updated_at. The statements are guarded upserts
 * that read nothing first, so `--remote` can send them blind (scripts/lib/sql-recorder.ts).
 *
 * - companies: the file's profile, except that a company claimed by an employer keeps the
 *   employer's edits: the file only fills its empty fields (and never renames it).
 * - import_sources (origin 'file', id `{provider}:{board}`): new boards start active; a board a
 *   moderator paused stays paused, one a moderator removed stays removed; a source the
 *   employer connected (origin 'employer') is theirs and left alone.
 * - a file source no longer in any loaded file is marked removed, with SOURCE_LEFT_FILE as its
 *   last error; that marker is how a board put back into the file comes back to life, while a
 *   moderator's removal (which leaves last_error as it was) does not. Its postings close, and so
 *   do the imported jobs no other open posting lists (the rule of a moderator's removal,
 *   api/src/companies/source-health.ts); a job another source still lists is shown from it.
 */
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { closeSourcesStatements } from '../pipeline/job-writes';
import { domainOf } from './domain';
import { parseSourcesFiles, sourceId, type LoadedEntry, type SourcesFile } from './parse';
import { SOCIAL_KEYS, type CompanyEntry } from './schema';

export const SOURCE_LEFT_FILE = 'Removed: no longer listed in the sources file';

export interface SourcesLoadResult {
  companies: number;
  sources: number;
}

// The value a column takes: the file's, or for a claimed company, the file's only where the column is empty.
const fill = (column: string, empty: string) => `CASE WHEN claimed_by IS NULL OR ${empty} THEN excluded.${column} ELSE ${column} END`;
const WEBSITE_EMPTY = "coalesce(website, '') = ''";
const COMPANY_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['name', '0'],
  ['website', WEBSITE_EMPTY],
  ['domain', WEBSITE_EMPTY],
  ['about', "about = ''"],
  ['socials_json', "socials_json = '{}'"],
  ['ecosystems_json', "ecosystems_json = '[]'"],
];

const UPSERT_COMPANY = `INSERT INTO companies (slug, name, website, domain, about, socials_json, ecosystems_json, created_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)
  ON CONFLICT (slug) DO UPDATE SET
    ${COMPANY_COLUMNS.map(([column, empty]) => `${column} = ${fill(column, empty)}`).join(',\n    ')},
    updated_at = excluded.updated_at
  WHERE ${COMPANY_COLUMNS.map(([column, empty]) => `${fill(column, empty)} IS NOT ${column}`).join('\n     OR ')}`;

const REVIVED = "status = 'removed' AND last_error = ?6";
const UPSERT_SOURCE = `INSERT INTO import_sources (id, provider, board, company_slug, origin, status, created_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, 'file', 'active', ?5, ?5)
  ON CONFLICT (id) DO UPDATE SET
    company_slug = excluded.company_slug,
    status = CASE WHEN ${REVIVED} THEN 'active' ELSE status END,
    last_error = CASE WHEN ${REVIVED} THEN NULL ELSE last_error END,
    last_error_at = CASE WHEN ${REVIVED} THEN NULL ELSE last_error_at END,
    updated_at = excluded.updated_at
  WHERE origin = 'file' AND (company_slug IS NOT excluded.company_slug OR (${REVIVED}))`;

const REMOVE_LEFT = `UPDATE import_sources SET status = 'removed', last_error = ?2, last_error_at = ?3, updated_at = ?3
  WHERE origin = 'file' AND status <> 'removed' AND id NOT IN (SELECT value FROM json_each(?1))`;

// The sources the file no longer lists (this load's and earlier ones'): closing is idempotent.
const LEFT_FILE = `SELECT id FROM import_sources WHERE origin = 'file' AND status = 'removed' AND last_error = ?1`;

/** Socials as stored: the known keys in a fixed order, so an unchanged file writes the same text. */
function socialsJson(socials: CompanyEntry['socials']): string {
  return JSON.stringify(Object.fromEntries(SOCIAL_KEYS.flatMap((key) => (socials[key] ? [[key, socials[key]]] : []))));
}

/** The statements of one load, in order: companies, their sources, then the removals. */
export function sourcesStatements(db: SqlDatabase, entries: readonly LoadedEntry[], now: number): SqlStatement[] {
  const ids: string[] = [];
  const statements: SqlStatement[] = entries.map(({ company }) =>
    db
      .prepare(UPSERT_COMPANY)
      .bind(
        company.slug,
        company.name,
        company.website,
        domainOf(company.website),
        company.about,
        socialsJson(company.socials),
        JSON.stringify(company.ecosystems),
        now,
      ),
  );
  for (const { company, boards } of entries) {
    for (const { provider, board } of boards) {
      const id = sourceId(provider, board);
      ids.push(id);
      statements.push(db.prepare(UPSERT_SOURCE).bind(id, provider, board, company.slug, now, SOURCE_LEFT_FILE));
    }
  }
  statements.push(db.prepare(REMOVE_LEFT).bind(JSON.stringify(ids), SOURCE_LEFT_FILE, now));
  statements.push(...closeSourcesStatements(db, LEFT_FILE, SOURCE_LEFT_FILE, now));
  return statements;
}

/** Checks every file, then writes all of them in one batch; a bad file throws ContentFileError and writes nothing. */
export async function loadSources(db: SqlDatabase, files: readonly SourcesFile[], now: Date = new Date()): Promise<SourcesLoadResult> {
  const entries = parseSourcesFiles(files);
  await db.batch(sourcesStatements(db, entries, now.getTime()));
  return { companies: entries.length, sources: entries.reduce((sum, entry) => sum + entry.boards.length, 0) };
}
