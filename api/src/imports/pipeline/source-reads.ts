import type { SqlDatabase } from '../../db/database';
import type { Provider } from '../types';
import { SOURCES_READ_TOGETHER } from './constants';

/**
 * What an import starts from: the source, its company, and what its board listed last time.
 * Read for several sources in one round trip (a queue batch's sources in groups), because on
 * a busy database each round trip waits its turn, and an unchanged board costs little else.
 */
export interface SourceRow {
  id: string;
  provider: Provider;
  board: string;
  status: string;
  etag: string | null;
  last_modified: string | null;
  body_hash: string | null;
  consecutive_failures: number;
  company_slug: string;
  company_name: string;
  website: string | null;
  logo: string | null;
}

export interface PostingRow {
  external_id: string;
  job_id: number | null;
  fingerprint: string;
  content_hash: string;
  raw_hash: string | null;
  missed_runs: number;
  closed_at: number | null;
}

/** A source as read before its import: `source` is undefined when it no longer exists. */
export interface SourceState {
  source: SourceRow | undefined;
  postings: PostingRow[];
}

/** Reads one source's state (the `read` of an import started alone). */
export type ReadSourceState = (sourceId: string) => Promise<SourceState>;

const SOURCES_SQL = `SELECT s.id, s.provider, s.board, s.status, s.etag, s.last_modified, s.body_hash, s.consecutive_failures, s.company_slug,
        c.name AS company_name, c.website, c.logo
 FROM import_sources AS s JOIN companies AS c ON c.slug = s.company_slug
 WHERE s.id IN (SELECT value FROM json_each(?1))`;

const POSTINGS_SQL = `SELECT source_id, external_id, job_id, fingerprint, content_hash, raw_hash, missed_runs, closed_at
 FROM imported_postings WHERE source_id IN (SELECT value FROM json_each(?1))`;

/** The states of `sourceIds` in one round trip: sources and postings, each found by its key. */
export async function readSourceStates(db: SqlDatabase, sourceIds: readonly string[]): Promise<Map<string, SourceState>> {
  const ids = JSON.stringify([...new Set(sourceIds)]);
  const [sources, postings] = await db.batch([db.prepare(SOURCES_SQL).bind(ids), db.prepare(POSTINGS_SQL).bind(ids)]);
  const states = new Map<string, SourceState>(sourceIds.map((id) => [id, { source: undefined, postings: [] }]));
  for (const row of sources!.results as SourceRow[]) states.get(row.id)!.source = row;
  for (const { source_id: sourceId, ...row } of postings!.results as (PostingRow & { source_id: string })[])
    states.get(sourceId)!.postings.push(row);
  return states;
}

/** One source read alone. */
export function readSourceState(db: SqlDatabase): ReadSourceState {
  return async (sourceId) => (await readSourceStates(db, [sourceId])).get(sourceId)!;
}

/**
 * A queue batch's sources read in order, `groupSize` at a time: asked for a source, it reads the
 * source's group once (its neighbours ask the same read) and hands each state out once, so
 * nothing is kept after its import took it. A source asked for twice, or not in `order`, is
 * read alone, fresh; so is every source of a group whose read failed, so one source's trouble
 * fails no neighbour.
 */
export function groupedSourceReads(db: SqlDatabase, order: readonly string[], groupSize = SOURCES_READ_TOGETHER): ReadSourceState {
  const position = new Map(order.map((id, at) => [id, at]));
  const groups = new Map<number, Promise<Map<string, SourceState>>>();
  const alone = readSourceState(db);
  return async (sourceId) => {
    const at = position.get(sourceId);
    if (at === undefined) return alone(sourceId);
    position.delete(sourceId);
    const group = Math.floor(at / groupSize);
    let read = groups.get(group);
    if (!read) {
      read = readSourceStates(db, order.slice(group * groupSize, (group + 1) * groupSize)).catch(() => new Map<string, SourceState>());
      groups.set(group, read);
    }
    const states = await read;
    const state = states.get(sourceId);
    if (!state) return alone(sourceId);
    states.delete(sourceId);
    if (states.size === 0) groups.delete(group);
    return state;
  };
}
