/**
 * Reading the directory. It holds a hundred-odd entries, so a query reads them all (one
 * indexed scan) and filters in the Worker: simpler than SQL over JSON arrays, and exact.
 */
import {
  DIRECTORY_TYPES,
  ECOSYSTEMS,
  FOCUS_AREAS,
  FUNDING_STAGES,
  type DirectoryFilters,
  type DirectoryType,
} from '@chainwork/shared-config/content';
import type { SqlDatabase } from '../../db/database';

export interface DirectoryEntry {
  slug: string;
  name: string;
  type: DirectoryType;
  description: string;
  website: string;
  location: string;
  stages: string[];
  focus: string[];
  ecosystems: string[];
  terms: string | null;
  attribution: string | null;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface DirectoryResult {
  items: DirectoryEntry[];
  /** Entries in the whole directory. */
  total: number;
  /** For each group, how many entries each value would give with the other groups as they are. */
  facets: { types: FacetCount[]; stages: FacetCount[]; focus: FacetCount[]; ecosystems: FacetCount[] };
  /** Attributions the directory's sources ask for, each once. */
  attributions: string[];
}

interface EntryRow {
  slug: string;
  name: string;
  type: DirectoryType;
  description: string;
  website: string;
  location: string;
  stages_json: string;
  focus_json: string;
  ecosystems_json: string;
  terms: string | null;
  attribution: string | null;
}

const SELECT_SQL = `SELECT slug, name, type, description, website, location, stages_json, focus_json, ecosystems_json, terms, attribution
  FROM directory_entries ORDER BY name COLLATE NOCASE`;

function toEntry(row: EntryRow): DirectoryEntry {
  return {
    slug: row.slug,
    name: row.name,
    type: row.type,
    description: row.description,
    website: row.website,
    location: row.location,
    stages: JSON.parse(row.stages_json) as string[],
    focus: JSON.parse(row.focus_json) as string[],
    ecosystems: JSON.parse(row.ecosystems_json) as string[],
    terms: row.terms,
    attribution: row.attribution,
  };
}

type Group = 'types' | 'stages' | 'focus' | 'ecosystems';
const valuesOf = (entry: DirectoryEntry, group: Group): string[] => (group === 'types' ? [entry.type] : entry[group]);
const normal = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Within a group any chosen value matches (OR); groups combine with AND; the search matches any part of the name. */
function matches(entry: DirectoryEntry, filters: DirectoryFilters, skip?: Group): boolean {
  const q = filters.q ? normal(filters.q).trim() : '';
  if (q && !normal(entry.name).includes(q)) return false;
  for (const group of ['types', 'stages', 'focus', 'ecosystems'] as const) {
    if (group === skip) continue;
    const chosen = filters[group];
    if (chosen?.length && !valuesOf(entry, group).some((v) => (chosen as readonly string[]).includes(v))) return false;
  }
  return true;
}

function countFacet(entries: DirectoryEntry[], filters: DirectoryFilters, group: Group, vocabulary: readonly string[]): FacetCount[] {
  const pool = entries.filter((e) => matches(e, filters, group));
  return vocabulary.map((value) => ({ value, count: pool.filter((e) => valuesOf(e, group).includes(value)).length }));
}

export async function listDirectory(db: SqlDatabase, filters: DirectoryFilters): Promise<DirectoryResult> {
  const { results } = await db.prepare(SELECT_SQL).all<EntryRow>();
  const entries = results.map(toEntry);
  const items = entries.filter((e) => matches(e, filters));
  return {
    items,
    total: entries.length,
    facets: {
      types: countFacet(entries, filters, 'types', DIRECTORY_TYPES),
      stages: countFacet(entries, filters, 'stages', FUNDING_STAGES),
      focus: countFacet(entries, filters, 'focus', FOCUS_AREAS),
      ecosystems: countFacet(entries, filters, 'ecosystems', ECOSYSTEMS),
    },
    // Every source's attribution, whatever the filters show: the licence asks for it on the page.
    attributions: [...new Set(entries.map((e) => e.attribution).filter((a): a is string => a !== null))],
  };
}
