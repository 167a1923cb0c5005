import { TRPCError } from '@trpc/server';
import { BOARD_SAMPLE_SIZE } from '@chainwork/shared-config/companies';
import type { BoardRef } from '../imports/providers/board-ref';
import { SourceError, type NormalisedJob } from '../imports/types';
import type { BoardAccess } from './board-access';

export interface BoardCheck {
  /** Postings that would be imported (those the normaliser can read). */
  jobs: number;
  sample: Array<{ title: string; location: string }>;
}

/**
 * Reads the board and normalises it, as an import would, and says what it found. A board that
 * cannot be read is a BAD_REQUEST whose message is the SourceError's (it names the provider
 * and what failed, never a stack or a body); anything else is an internal error, masked.
 */
export async function checkBoard(access: BoardAccess, ref: BoardRef): Promise<BoardCheck> {
  let postings;
  try {
    postings = await access.read(ref);
  } catch (error) {
    if (error instanceof SourceError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
  const jobs: NormalisedJob[] = [];
  for (const posting of postings) {
    try {
      jobs.push(access.normalise(posting));
    } catch {
      // An unreadable posting is skipped by the import too; the rest of the board counts.
    }
  }
  return { jobs: jobs.length, sample: jobs.slice(0, BOARD_SAMPLE_SIZE).map((job) => ({ title: job.title, location: job.location })) };
}
