import { afterEach, describe, expect, it } from 'vitest';
import { benchSources, boardJobs, mutationPlan, type BoardsPlan } from './boards';
import { greenhouseBoard } from './greenhouse';
import { startBoardServer, type BoardServer } from './board-server';

const plan: BoardsPlan = { seed: 7, sources: 50, jobsPerSource: 4, now: Date.parse('2026-05-01T00:00:00Z') };
const sources = benchSources(plan);
const boardPath = (token: string) => `/greenhouse/v1/boards/${token}/jobs?content=true`;

let server: BoardServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the benchmark board server', () => {
  it("serves each generation's boards as generated, with their ETag, and 304 for a matching If-None-Match", async () => {
    server = await startBoardServer(plan, 0);
    const source = sources[3]!;
    const expected = greenhouseBoard(source, boardJobs(plan, source.index, 1));
    const first = await fetch(server.url + boardPath(source.token));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(expected.etag);
    expect(await first.text()).toBe(expected.body);
    const again = await fetch(server.url + boardPath(source.token), { headers: { 'if-none-match': expected.etag } });
    expect(again.status).toBe(304);
    expect(server.counts).toEqual({ full: 1, notModified: 1, other: 0 });
  });

  it('switches every board to generation 2 at once, the changed ones with a new ETag', async () => {
    server = await startBoardServer(plan, 0);
    server.setGeneration(2);
    expect(server.generation).toBe(2);
    const mutations = mutationPlan(plan);
    let changed = 0;
    for (const source of sources) {
      const expected = greenhouseBoard(source, boardJobs(plan, source.index, 2, mutations));
      const answer = await fetch(server.url + boardPath(source.token));
      expect(await answer.text()).toBe(expected.body);
      if (expected.etag !== greenhouseBoard(source, boardJobs(plan, source.index, 1)).etag) changed += 1;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it("serves generation 1's boards again as generation 3, byte for byte, so generation 2's changes are undone", async () => {
    server = await startBoardServer(plan, 0);
    server.setGeneration(2);
    server.setGeneration(3);
    for (const source of sources) {
      const first = greenhouseBoard(source, boardJobs(plan, source.index, 1));
      const answer = await fetch(server.url + boardPath(source.token));
      expect(answer.headers.get('etag')).toBe(first.etag);
      expect(await answer.text()).toBe(first.body);
    }
  });

  it('answers 404 for a board it does not serve or without content=true', async () => {
    server = await startBoardServer(plan, 0);
    expect((await fetch(`${server.url}/greenhouse/v1/boards/nobody/jobs?content=true`)).status).toBe(404);
    expect((await fetch(`${server.url}/greenhouse/v1/boards/${sources[0]!.token}/jobs`)).status).toBe(404);
    expect(server.counts.other).toBe(2);
  });
});
