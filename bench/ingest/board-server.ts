/**
 * The benchmark's board generator over HTTP: loopback only, on the port the api reads every
 * provider from locally (IMPORT_STANDIN_URL, api/wrangler.jsonc), answering Greenhouse's path
 * `/greenhouse/v1/boards/{token}/jobs?content=true` for each generated source, with a strong
 * ETag and 304 for a matching If-None-Match. `generation` switches every board to the next fetch.
 */
import { createServer, type Server } from 'node:http';
import { benchSources, boardJobs, mutationPlan, type BoardsPlan, type Generation, type MutationPlan } from './boards';
import { greenhouseBoard } from './greenhouse';

const BOARD_PATH = /^\/greenhouse\/v1\/boards\/([A-Za-z0-9_-]{1,100})\/jobs$/;

export interface ServedCounts {
  full: number;
  notModified: number;
  other: number;
}

export interface BoardServer {
  url: string;
  generation: Generation;
  /** What was answered since the last reset. */
  counts: ServedCounts;
  resetCounts(): void;
  close(): Promise<void>;
}

export class PortTakenError extends Error {}

export async function startBoardServer(plan: BoardsPlan, port: number): Promise<BoardServer> {
  const byToken = new Map(benchSources(plan).map((source) => [source.token, source]));
  let mutations: MutationPlan | null = null;
  const state: BoardServer = {
    url: `http://127.0.0.1:${port}`,
    generation: 1,
    counts: { full: 0, notModified: 0, other: 0 },
    resetCounts: () => {
      state.counts = { full: 0, notModified: 0, other: 0 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.url);
    const source = BOARD_PATH.exec(url.pathname)?.[1];
    const found = source === undefined ? undefined : byToken.get(source);
    if (request.method !== 'GET' || !found || url.searchParams.get('content') !== 'true') {
      state.counts.other += 1;
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":404,"error":"Job not found"}');
      return;
    }
    if (state.generation === 2) mutations ??= mutationPlan(plan);
    const board = greenhouseBoard(found, boardJobs(plan, found.index, state.generation, mutations ?? undefined));
    if (request.headers['if-none-match'] === board.etag) {
      state.counts.notModified += 1;
      response.writeHead(304, { etag: board.etag }).end();
      return;
    }
    state.counts.full += 1;
    response
      .writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        etag: board.etag,
        'content-length': Buffer.byteLength(board.body),
      })
      .end(board.body);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortTakenError(
              `127.0.0.1:${port} is taken: the api reads every job board there (IMPORT_STANDIN_URL), so the benchmark must serve it. ` +
                'Is `npm start` running its stand-in job boards? Stop it (or whatever listens there) and run the benchmark again.',
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return state;
}
