import type { ApiSettings } from '../config/settings';
import type { SqlDatabase } from '../db/database';
import { normalisePosting } from '../imports/normalise/normalise';
import { enqueueSourceImport } from '../imports/pipeline/enqueue';
import type { ImportQueue } from '../imports/pipeline/messages';
import { providerBases } from '../imports/providers/bases';
import type { BoardRef } from '../imports/providers/board-ref';
import { FETCH_LIMITS, fetchBoard } from '../imports/providers/fetch-board';
import { SourceError, type NormalisedJob, type RawPosting } from '../imports/types';

/**
 * What the claimant's board procedures need of the imports: read a board as an import would
 * (the providers' real HTTP client in the Worker), normalise a posting, and ask for an import
 * of a source. A context field, so tests hand in a board of their own and see the requests.
 */
export interface BoardAccess {
  /** The board's postings now (no conditional request); throws SourceError when it cannot be read. */
  read(ref: BoardRef): Promise<RawPosting[]>;
  /** One posting in the board's terms; throws when the posting cannot be read. */
  normalise(raw: RawPosting): NormalisedJob;
  /** Queues an import of the source now (the cron's queue). */
  enqueueImport(sourceId: string): Promise<void>;
}

/**
 * The Worker's board access: the providers' real HTTP client (production hosts, or the local
 * stand-in when IMPORT_STANDIN_URL is set), the normaliser, and the imports' queue. Without a
 * queue (tools, tests that connect nothing) asking for an import fails loudly.
 */
export function workerBoardAccess(deps: {
  db: SqlDatabase;
  settings: Pick<ApiSettings, 'importStandinUrl'>;
  queue: ImportQueue | null;
  now: () => Date;
}): BoardAccess {
  const bases = providerBases(deps.settings);
  return {
    async read(ref) {
      const outcome = await fetchBoard(
        { provider: ref.provider, board: ref.board, etag: null, lastModified: null },
        { fetch: (input, init) => fetch(input, init), bases, timeoutMs: FETCH_LIMITS.timeoutMs, maxBytes: FETCH_LIMITS.maxBytes },
      );
      // Without validators a provider has nothing to answer "not modified" to.
      if (outcome.kind !== 'ok') throw new SourceError('The board answered "not modified" to a plain request', 'format');
      return outcome.postings;
    },
    normalise: normalisePosting,
    async enqueueImport(sourceId) {
      if (!deps.queue) throw new Error('No imports queue in this context');
      await enqueueSourceImport({ db: deps.db, queue: deps.queue, now: () => deps.now().getTime() }, sourceId);
    },
  };
}
