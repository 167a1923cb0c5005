import type { SqlDatabase } from '../../db/database';
import { saltedSha256Hex } from '../providers/raw-hash';
import { slugify } from '../../seed/slug';
import { roleFingerprint } from '../fingerprint';
import { SourceError, type FetchOutcome, type KnownAnswer, type NormalisedJob, type Provider, type RawPosting } from '../types';
import { IMPORT_INTERVAL_MS, MISSES_TO_CLOSE, NORMALISER_VERSION, REPOST_WINDOW_MS, nextAttemptAfterFailure } from './constants';
import { afterPostingClosed, repostImportedJob, updateImportedJob, type ImportedJobInput } from './job-writes';
import { insertNewJobs, newJobSets, type NewJob } from './new-jobs';
import { keepPosting, savePosting, type ListedPosting } from './posting-writes';
import { WritePlan, runInBatches } from './write-batches';
import { readSourceState, type PostingRow, type ReadSourceState } from './source-reads';
import type { WritePlanFn } from './group-commit';
import type { ChannelName } from '@chainwork/shared-config/channels';
import type { ChannelsQueue } from '../../channels/messages';

export interface ImportDeps {
  db: SqlDatabase;
  now: () => number;
  /** Fetches the board: the providers' real HTTP client (providers/fetch-board.ts) in production. */
  fetchBoard: (source: {
    provider: Provider;
    board: string;
    etag: string | null;
    lastModified: string | null;
    known: KnownAnswer;
  }) => Promise<FetchOutcome>;
  normalise: (raw: RawPosting) => NormalisedJob;
  /** Where a job seen for the first time is posted (the enabled channels, their queue); absent: nowhere. */
  channels?: { enabled: readonly ChannelName[]; queue: ChannelsQueue | null };
  /**
   * After a source that took `busyMs`, waits while visitors need the thread and resolves with the
   * milliseconds waited (visitors-first.ts); absent: never waits.
   */
  makeWay?: (busyMs: number) => Promise<number>;
}

export interface ImportReport {
  sourceId: string;
  outcome: 'imported' | 'not-modified' | 'failed' | 'skipped';
  seen: number;
  added: number;
  updated: number;
  linked: number;
  reposted: number;
  closed: number;
  unchanged: number;
  /** Postings the normaliser could not read (the rest of the board is imported). */
  unreadable: number;
  error?: string;
  /** D1's count of rows written (indexes and triggers included), for the benchmark. */
  rowsWritten: number;
  /** Where the source's time went (logged with the report; bench:ingest's --profile sums them). */
  timings: ImportTimings;
}

/**
 * Wall time of each phase, in ms. A Worker's clock moves only between I/O, so a phase of pure
 * CPU (normalising) reads as the time other work on the isolate held it up while it yielded.
 */
export interface ImportTimings {
  /** The source and its postings read from D1. */
  readMs: number;
  /** The board fetched, parsed and checked by the provider's schema. */
  fetchMs: number;
  /** Hashing, normalising and the fingerprints' lookup. */
  normaliseMs: number;
  /** The write transactions, one after another. */
  writeMs: number;
  transactions: number;
  statements: number;
}

/** An open posting with its job: listed again, it is that job's, unchanged or edited in place. */
function listsLiveJob(row: PostingRow | undefined): row is PostingRow & { job_id: number } {
  return row !== undefined && row.closed_at === null && row.job_id !== null;
}

interface JobByFingerprint {
  id: number;
  slug: string;
  status: string;
  origin: string;
  closed_at: number | null;
  first_seen_at: number | null;
  posted_at: number;
  fingerprint: string;
}

/** What a new job weighs in a transaction: the statements it took when written alone (job, tags, description, channels, posting). */
const STATEMENTS_PER_NEW_JOB = 5;

/** Postings normalised between two turns of the event loop (a search waits at most for these). */
const NORMALISED_BETWEEN_YIELDS = 4;

/**
 * The queue's half: fetch one source, and bring the board in line with it. A source that
 * cannot be read (unreachable, an HTTP error, a changed or malformed format) records the error
 * and touches none of its jobs. Otherwise, per posting: new -> a job (or linked to the live job
 * of the same role, or the closed role reposted); changed -> updated in place; unchanged ->
 * nothing written; missing from MISSES_TO_CLOSE fetches in a row -> closed.
 */
export async function importSource(
  deps: ImportDeps,
  sourceId: string,
  read: ReadSourceState = readSourceState(deps.db),
  write: WritePlanFn = (plan) => runInBatches(deps.db, plan),
): Promise<ImportReport> {
  const report: ImportReport = {
    sourceId,
    outcome: 'skipped',
    seen: 0,
    added: 0,
    updated: 0,
    linked: 0,
    reposted: 0,
    closed: 0,
    unchanged: 0,
    unreadable: 0,
    rowsWritten: 0,
    timings: { readMs: 0, fetchMs: 0, normaliseMs: 0, writeMs: 0, transactions: 0, statements: 0 },
  };
  const { db } = deps;
  const { timings } = report;
  let lap = performance.now();
  const since = () => {
    const at = performance.now();
    const ms = at - lap;
    lap = at;
    return Math.round(ms);
  };
  // The source and what it listed last time: in one round trip, shared with its neighbours in a queue batch.
  const { source, postings: existing } = await read(sourceId);
  timings.readMs = since();
  if (!source || source.status !== 'active') return report;

  const byExternalId = new Map(existing.map((row) => [row.external_id, row]));
  // What the last import read, byte for byte: only an open posting with its job can be skipped as unchanged.
  const known: KnownAnswer = {
    salt: `normaliser ${NORMALISER_VERSION}`,
    bodyHash: source.body_hash,
    items: new Map(existing.flatMap((row) => (row.raw_hash !== null && listsLiveJob(row) ? [[row.external_id, row.raw_hash]] : []))),
  };
  let outcome: FetchOutcome;
  try {
    outcome = await deps.fetchBoard({
      provider: source.provider,
      board: source.board,
      etag: source.etag,
      lastModified: source.last_modified,
      known,
    });
  } catch (error) {
    timings.fetchMs = since();
    const message = error instanceof SourceError ? error.message : 'The board could not be read';
    if (!(error instanceof SourceError)) console.error(`[imports] ${sourceId} failed unexpectedly:`, error);
    const now = deps.now();
    await db
      .prepare(
        `UPDATE import_sources SET last_run_at = ?2, last_error = ?3, last_error_at = ?2, consecutive_failures = consecutive_failures + 1,
                next_attempt_at = ?4, updated_at = ?2 WHERE id = ?1`,
      )
      .bind(sourceId, now, message, nextAttemptAfterFailure(now, source.consecutive_failures + 1))
      .run();
    return { ...report, outcome: 'failed', error: message };
  }

  timings.fetchMs = since();
  const now = deps.now();
  const plan = new WritePlan();

  // A 304, or the very answer imported last time, lists what the last fetch listed: the open postings it saw (missed_runs 0).
  const listed = outcome.kind === 'ok' ? await normaliseAll(deps, source.company_slug, outcome, byExternalId, report) : null;
  const seenIds = listed
    ? new Set(listed.map((entry) => entry.externalId))
    : new Set(existing.filter((r) => r.closed_at === null && r.missed_runs === 0).map((r) => r.external_id));
  report.seen = seenIds.size;

  if (listed) {
    // New jobs are written first, in sets (new-jobs.ts), so a posting linked to one of them finds it.
    const rest = new WritePlan();
    const fresh: NewJob[] = [];
    const company = { slug: source.company_slug, name: source.company_name, website: source.website, logo: source.logo };
    // Only a posting without a live job of its own looks for its role's job and a free slug: an unchanged or
    // changed posting of a live job is decided by its own row, so a board of edits alone reads nothing more.
    const seeking = listed.flatMap((entry) => {
      const row = byExternalId.get(entry.externalId);
      return entry.job && !listsLiveJob(row) ? [{ ...entry, job: entry.job }] : [];
    });
    // A posting's own slug may belong to its old job, closed beyond the repost window (or to another role's): a new job
    // then takes a slug of its own, never that page's.
    const { candidates, taken } = await findRoles(
      db,
      [...new Set(seeking.map((entry) => entry.fingerprint))],
      seeking.map((entry) => importedJobSlug(entry.job.title, source.company_slug, sourceId, entry.job.externalId)),
    );
    // Fingerprints given a job earlier in this same fetch: a second posting of that role links to it.
    const placedThisRun = new Map<string, string>();
    for (const entry of listed) {
      rest.posting();
      const row = byExternalId.get(entry.externalId);
      if (listsLiveJob(row)) {
        if (row.content_hash === entry.hash) {
          // Listed again, or the same content in new bytes (the provider's "updated" stamp): keep the raw hash for the next fetch.
          const rawHash = entry.rawHash ?? row.raw_hash;
          if (row.missed_runs > 0 || rawHash !== row.raw_hash) rest.add(keepPosting(db, sourceId, entry.externalId, rawHash));
          if (row.missed_runs === 0) report.unchanged += 1;
          continue;
        }
      }
      const { job } = entry;
      // normaliseAll skips only postings whose row has this very hash, which the check above took.
      if (!job) throw new Error(`posting ${entry.externalId} was neither unchanged nor normalised`);
      if (listsLiveJob(row)) {
        rest.add(...updateImportedJob(db, row.job_id, sourceId, job));
        rest.add(savePosting(db, sourceId, { ...entry, job }, { jobId: row.job_id }));
        rest.reindexes({ id: row.job_id });
        report.updated += 1;
        continue;
      }
      // New to this source, reappeared after closing, or its job was deleted: find the role's job.
      const slugOfRun = placedThisRun.get(entry.fingerprint);
      if (slugOfRun) {
        rest.add(savePosting(db, sourceId, { ...entry, job }, { slug: slugOfRun }));
        report.linked += 1;
        continue;
      }
      const match = candidates.get(entry.fingerprint);
      const input = (slug: string, firstSeenAt: number): ImportedJobInput => ({
        slug,
        job,
        sourceId,
        fingerprint: entry.fingerprint,
        company,
        firstSeenAt,
      });
      if (match && match.status === 'published') {
        rest.add(savePosting(db, sourceId, { ...entry, job }, { jobId: match.id }));
        placedThisRun.set(entry.fingerprint, match.slug);
        report.linked += 1;
      } else if (match && match.origin === 'imported' && match.closed_at !== null && now - match.closed_at <= REPOST_WINDOW_MS) {
        rest.add(...repostImportedJob(db, match.id, input(match.slug, match.first_seen_at ?? match.posted_at), now));
        rest.add(savePosting(db, sourceId, { ...entry, job }, { slug: match.slug }));
        rest.reindexes({ slug: match.slug });
        placedThisRun.set(entry.fingerprint, match.slug);
        report.reposted += 1;
      } else {
        const stable = importedJobSlug(job.title, source.company_slug, sourceId, job.externalId);
        const slug = taken.has(stable) ? importedJobSlug(job.title, source.company_slug, sourceId, `${job.externalId}@${now}`) : stable;
        fresh.push({ slug, job, fingerprint: entry.fingerprint, hash: entry.hash, rawHash: entry.rawHash });
        placedThisRun.set(entry.fingerprint, slug);
        report.added += 1;
      }
    }
    // A role new to the board is announced on the channels (a repost or a linked posting is not).
    const channels = deps.channels?.enabled ?? null;
    for (const set of newJobSets(fresh)) {
      plan.posting(set.slugs.length * STATEMENTS_PER_NEW_JOB);
      plan.add(...insertNewJobs(db, set, { sourceId, company, channels }, now));
      for (const slug of set.slugs) plan.reindexes({ slug });
    }
    plan.append(rest);
  }

  timings.normaliseMs = since();

  for (const row of existing) {
    if (row.closed_at !== null || seenIds.has(row.external_id)) continue;
    plan.posting();
    const misses = row.missed_runs + 1;
    if (misses < MISSES_TO_CLOSE) {
      plan.add(
        db
          .prepare('UPDATE imported_postings SET missed_runs = ?3 WHERE source_id = ?1 AND external_id = ?2')
          .bind(sourceId, row.external_id, misses),
      );
      continue;
    }
    plan.add(
      db
        .prepare('UPDATE imported_postings SET missed_runs = ?3, closed_at = ?4 WHERE source_id = ?1 AND external_id = ?2')
        .bind(sourceId, row.external_id, misses, now),
    );
    if (row.job_id !== null) {
      plan.add(...afterPostingClosed(db, row.job_id, sourceId, now));
      plan.reindexes({ id: row.job_id });
    }
    report.closed += 1;
  }

  plan.posting();
  plan.add(
    db
      .prepare(
        `UPDATE import_sources SET last_run_at = ?2, last_success_at = ?2, last_error = NULL, consecutive_failures = 0,
                next_attempt_at = ?3, jobs_seen = ?4, successful_runs = successful_runs + 1,
                etag = CASE WHEN ?5 = 1 THEN ?6 ELSE etag END, last_modified = CASE WHEN ?5 = 1 THEN ?7 ELSE last_modified END,
                body_hash = CASE WHEN ?8 = 1 THEN ?9 ELSE body_hash END, updated_at = ?2
         WHERE id = ?1`,
      )
      .bind(
        sourceId,
        now,
        now + IMPORT_INTERVAL_MS,
        seenIds.size,
        outcome.kind === 'not-modified' ? 0 : 1,
        outcome.kind === 'not-modified' ? null : outcome.etag,
        outcome.kind === 'not-modified' ? null : outcome.lastModified,
        outcome.kind === 'ok' ? 1 : 0,
        outcome.kind === 'ok' ? (outcome.bodyHash ?? null) : null,
      ),
  );
  const written = await write(plan);
  report.rowsWritten = written.rows;
  timings.transactions = written.transactions;
  timings.statements = written.statements;
  timings.writeMs = since();
  report.outcome = outcome.kind === 'ok' ? 'imported' : 'not-modified';
  return report;
}

/** What makes a posting's content: everything the provider sent but its own "updated" stamp, under the normaliser's version. */
function contentHash(raw: RawPosting): string {
  const { updatedAt: _updatedAt, ...content } = raw;
  return saltedSha256Hex(String(NORMALISER_VERSION), JSON.stringify(content));
}

async function normaliseAll(
  deps: ImportDeps,
  companySlug: string,
  outcome: Extract<FetchOutcome, { kind: 'ok' }>,
  known: ReadonlyMap<string, PostingRow>,
  report: ImportReport,
): Promise<ListedPosting[]> {
  const listed: ListedPosting[] = [];
  const seen = new Set<string>();
  // Byte for byte as the last import read them (the fetch only lists open postings with a job that it knew).
  for (const externalId of outcome.unchanged ?? []) {
    const row = known.get(externalId);
    if (!row || seen.has(externalId)) continue;
    seen.add(externalId);
    listed.push({ externalId, job: null, hash: row.content_hash, rawHash: row.raw_hash, fingerprint: row.fingerprint });
  }
  for (const raw of outcome.postings) {
    if (seen.has(raw.externalId)) continue;
    seen.add(raw.externalId);
    const hash = contentHash(raw);
    const rawHash = outcome.rawHashes?.get(raw.externalId) ?? null;
    const row = known.get(raw.externalId);
    if (listsLiveJob(row) && row.content_hash === hash) {
      listed.push({ externalId: raw.externalId, job: null, hash, rawHash, fingerprint: row.fingerprint });
      continue;
    }
    // A board's postings are normalised one after another in this isolate: let other requests in between.
    if (listed.length % NORMALISED_BETWEEN_YIELDS === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    let job: NormalisedJob;
    try {
      job = deps.normalise(raw);
    } catch (error) {
      console.warn(`[imports] a posting could not be normalised (${raw.externalId}):`, error instanceof Error ? error.message : error);
      report.unreadable += 1;
      continue;
    }
    listed.push({
      externalId: raw.externalId,
      job,
      hash,
      rawHash,
      fingerprint: roleFingerprint(companySlug, job.title, job.standardizedLocation ?? job.location),
    });
  }
  return listed;
}

/**
 * The newest job of each role (a live one over a closed one) and which of `slugs` are taken, in one
 * round trip: on a busy database each call waits its turn.
 */
async function findRoles(
  db: SqlDatabase,
  fingerprints: string[],
  slugs: string[],
): Promise<{ candidates: Map<string, JobByFingerprint>; taken: Set<string> }> {
  const candidates = new Map<string, JobByFingerprint>();
  const taken = new Set<string>();
  if (fingerprints.length === 0 && slugs.length === 0) return { candidates, taken };
  const [byFingerprint, bySlug] = await db.batch([
    db
      .prepare(
        `SELECT id, slug, status, origin, closed_at, first_seen_at, posted_at, fingerprint FROM jobs
         WHERE fingerprint IN (SELECT value FROM json_each(?1))
         ORDER BY status = 'published' DESC, id DESC`,
      )
      .bind(JSON.stringify(fingerprints)),
    db.prepare('SELECT slug FROM jobs WHERE slug IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(slugs)),
  ]);
  for (const row of byFingerprint!.results as JobByFingerprint[])
    if (!candidates.has(row.fingerprint)) candidates.set(row.fingerprint, row);
  for (const row of bySlug!.results as { slug: string }[]) taken.add(row.slug);
  return { candidates, taken };
}

/** A job page's slug: its title and company, and a suffix from the posting's identity (stable across runs). */
function importedJobSlug(title: string, companySlug: string, sourceId: string, externalId: string): string {
  const suffix = saltedSha256Hex(sourceId, externalId).slice(0, 10);
  const base = `${slugify(title)}-${companySlug}`.slice(0, 185).replace(/-+$/, '');
  return `${base}-${suffix}`;
}
