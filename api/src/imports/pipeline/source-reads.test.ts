import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database';
import { groupedSourceReads, readSourceState, type SourceState } from './source-reads';
import { refusingSource } from './test-databases';
import { resetCompanies } from '../../../test/companies';

const db = env.DB;

/** `count` Greenhouse sources of one company, source i listing i postings (some missed once or twice, some closed). */
async function addSources(count: number): Promise<string[]> {
  await resetCompanies();
  await db
    .prepare(
      `INSERT INTO companies (slug, name, website, domain, created_at, updated_at) VALUES ('zk', 'ZK', 'https://zk.example', 'zk.example', 0, 0)`,
    )
    .run();
  const ids = Array.from({ length: count }, (_, i) => `greenhouse:board${i}`);
  await db.batch(
    ids.flatMap((id, i) => [
      db
        .prepare(
          `INSERT INTO import_sources (id, provider, board, company_slug, origin, etag, created_at, updated_at)
           VALUES (?1, 'greenhouse', ?2, 'zk', 'file', ?3, 0, 0)`,
        )
        .bind(id, `board${i}`, `"etag-${i}"`),
      ...Array.from({ length: i }, (_, p) =>
        db
          .prepare(
            `INSERT INTO imported_postings (source_id, external_id, job_id, fingerprint, content_hash, raw_hash, apply_url, missed_runs, closed_at)
             VALUES (?1, ?2, NULL, ?3, ?4, NULL, 'https://boards.example/apply', ?5, ?6)`,
          )
          .bind(id, `p${p}`, `fp-${i}-${p}`, `hash-${i}-${p}`, p % 3, p % 4 === 3 ? 1_000 : null),
      ),
    ]),
  );
  return ids;
}

/** The database, counting its round trips (every statement here runs in a batch). */
function counting(): { db: SqlDatabase; batches: () => number } {
  let batches = 0;
  return {
    db: {
      prepare: (sql) => db.prepare(sql),
      batch: (statements) => {
        batches += 1;
        return db.batch(statements as D1PreparedStatement[]);
      },
    },
    batches: () => batches,
  };
}

const byExternalId = (state: SourceState) => ({
  ...state,
  postings: [...state.postings].sort((a, b) => a.external_id.localeCompare(b.external_id)),
});

describe("a queue batch's sources read in groups", () => {
  let ids: string[];
  beforeEach(async () => {
    ids = await addSources(25);
  });

  it('reads each group of neighbours in one round trip, and hands every source the state it would have read alone', async () => {
    const alone = await Promise.all(ids.map((id) => readSourceState(db)(id)));
    const counted = counting();
    const read = groupedSourceReads(counted.db, ids, 10);
    // Six lanes taking the sources in order, as the batch's lanes do.
    let next = 0;
    const states: SourceState[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < ids.length) {
          const at = next++;
          states[at] = await read(ids[at]!);
        }
      }),
    );
    expect(counted.batches()).toBe(3);
    expect(states.map(byExternalId)).toEqual(alone.map(byExternalId));
    expect(states[4]!.source).toMatchObject({ id: 'greenhouse:board4', etag: '"etag-4"', company_name: 'ZK', status: 'active' });
    expect(states[4]!.postings).toHaveLength(4);
  });

  it('reads a source asked for again, or one outside the batch, alone and fresh; a source that is gone has no row', async () => {
    const counted = counting();
    const read = groupedSourceReads(counted.db, ids.slice(0, 5), 10);
    expect((await read(ids[1]!)).postings).toHaveLength(1);
    await db.prepare(`UPDATE import_sources SET status = 'paused' WHERE id = ?1`).bind(ids[1]).run();
    expect((await read(ids[1]!)).source?.status).toBe('paused');
    expect((await read(ids[7]!)).postings).toHaveLength(7);
    expect(counted.batches()).toBe(3);
    expect(await read('greenhouse:gone')).toEqual({ source: undefined, postings: [] });
  });

  it("reads each source of a group alone when the group's read fails, so the others are imported", async () => {
    const failing = ids[2]!;
    // D1 refusing every batch that names the failing source: its group's read and its own.
    const refusing = refusingSource(db, failing);
    const read = groupedSourceReads(refusing, ids.slice(0, 4), 10);
    const results = await Promise.allSettled(ids.slice(0, 4).map((id) => read(id)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results[3]).toMatchObject({ value: { source: { id: ids[3] }, postings: expect.any(Array) } });
  });
});
