// The api's own board reader (providers/fetch-board.ts, the adapters) against the stand-in:
// every board reads as the import will read it, a second read is "not modified", and the
// malformed board fails as a format error naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_LIMITS, fetchBoard, providerBases } from '@chainwork/api/imports/providers';
import { SourceError } from '@chainwork/api/imports/types';
import { startStandinBoards, type StandinServer } from './server';

let standin: StandinServer;
beforeAll(async () => {
  standin = await startStandinBoards({ port: 0, now: Date.UTC(2026, 5, 15, 12) });
});
afterAll(() => standin.close());

const deps = () => ({
  fetch,
  bases: providerBases({ importStandinUrl: standin.url }),
  timeoutMs: FETCH_LIMITS.timeoutMs,
  maxBytes: FETCH_LIMITS.maxBytes,
});

describe('the stand-in through the api board reader', () => {
  it('reads every readable board whole, with pay where it is structured, then answers not modified', async () => {
    for (const board of standin.state.all().filter((b) => !b.plan.malformed)) {
      const source = { provider: board.provider, board: board.board, etag: null, lastModified: null };
      const outcome = await fetchBoard(source, deps());
      if (outcome.kind !== 'ok') throw new Error(`${board.id} was not read`);
      const listed = board.jobs.filter((job) => job.listed);
      expect(outcome.postings.map((p) => p.externalId).sort(), board.id).toEqual(listed.map((job) => job.externalId).sort());
      expect(outcome.postings.filter((p) => p.pay !== null).length, board.id).toBe(
        listed.filter((job) => job.pay?.kind === 'structured').length,
      );
      expect(await fetchBoard({ ...source, etag: outcome.etag }, deps()), board.id).toEqual({ kind: 'not-modified' });
    }
  });

  it('refuses the malformed board as a format error', async () => {
    const error = await fetchBoard({ provider: 'greenhouse', board: 'kelpie', etag: null, lastModified: null }, deps()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind: 'format', message: expect.stringContaining('title') });
  });
});
