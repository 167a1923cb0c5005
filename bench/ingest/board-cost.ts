/**
 * What the consumer's own JavaScript costs a board that changed, in Node (V8, as workerd), phase
 * by phase: the incremental run's boards (generation 2 of bench:ingest's, the known hashes from
 * generation 1) taken through the Greenhouse adapter's steps as fetch-board.ts and
 * import-source.ts take them. The fetch, D1 and the queue are workerd's side and not here.
 *
 *   tsx bench/ingest/board-cost.ts [--sources 100] [--rounds 3]
 * Only the last round is counted (the ones before warm the JIT).
 */
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { ADAPTERS, saltedSha256Hex } from '@chainwork/api/imports/providers';
import { NORMALISER_VERSION, normalisePosting } from '@chainwork/api/imports/normalise';
import { benchSources, boardJobs, mutationPlan, type BoardsPlan } from './boards';
import { greenhouseBoard } from './greenhouse';

const PHASES = ['bodyHash', 'items', 'stringify', 'rawHash', 'schema', 'contentHash', 'normalise'] as const;
type Phase = (typeof PHASES)[number];

export function boardCost(options: { sources: number; rounds: number }): string[] {
  const plan: BoardsPlan = { seed: 7, sources: options.sources, jobsPerSource: 40, now: Date.now() };
  const mutations = mutationPlan(plan);
  const salt = `normaliser ${NORMALISER_VERSION}`;
  const adapter = ADAPTERS.greenhouse;
  const url = new URL('http://127.0.0.1/');
  const spent = Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>;
  let boards = 0;
  let changed = 0;
  let bytes = 0;
  for (let round = 1; round <= options.rounds; round += 1) {
    const counted = round === options.rounds;
    for (const source of benchSources(plan)) {
      const before = greenhouseBoard(source, boardJobs(plan, source.index, 1));
      const after = greenhouseBoard(source, boardJobs(plan, source.index, 2, mutations));
      if (before.etag === after.etag) continue; // answered 304: none of this runs
      const known = new Map(
        adapter.items!(before.body, { url }).map((item) => [item.externalId, saltedSha256Hex(salt, JSON.stringify(item.raw))]),
      );
      let lap = performance.now();
      const time = (phase: Phase) => {
        const now = performance.now();
        if (counted) spent[phase] += now - lap;
        lap = now;
      };
      saltedSha256Hex(salt, after.body);
      time('bodyHash');
      // JSON.parse and the answer's envelope (each item's own schema only when read).
      const items = adapter.items!(after.body, { url });
      time('items');
      for (const item of items) {
        const text = JSON.stringify(item.raw);
        time('stringify');
        const hash = saltedSha256Hex(salt, text);
        time('rawHash');
        if (known.get(item.externalId) === hash) continue;
        const raw = item.read();
        time('schema');
        const { updatedAt: _updatedAt, ...content } = raw;
        saltedSha256Hex(String(NORMALISER_VERSION), JSON.stringify(content));
        time('contentHash');
        normalisePosting(raw);
        time('normalise');
        if (counted) changed += 1;
      }
      if (counted) [boards, bytes] = [boards + 1, bytes + after.body.length];
    }
  }
  const total = PHASES.reduce((sum, p) => sum + spent[p], 0);
  return [
    `${boards} changed boards of ${options.sources}, ${Math.round(bytes / boards / 1024)} KiB a board, ${(changed / boards).toFixed(1)} changed postings a board`,
    ...PHASES.map((p) => `  ${p.padEnd(12)} ${(spent[p] / boards).toFixed(2)} ms a board`),
    `  ${'total'.padEnd(12)} ${(total / boards).toFixed(2)} ms a board`,
  ];
}

if (isMain(import.meta.url)) {
  runCli(() => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: { sources: { type: 'string' }, rounds: { type: 'string' } },
    });
    const lines = boardCost({
      sources: wholeNumberOption('sources', values.sources, { min: 1, max: 9999, fallback: 100 })!,
      rounds: wholeNumberOption('rounds', values.rounds, { min: 1, max: 20, fallback: 3 })!,
    });
    for (const line of lines) console.log(line);
    return Promise.resolve();
  }, 'Usage: tsx bench/ingest/board-cost.ts [--sources 100] [--rounds 3]');
}
