/**
 * The benchmark's board generator over HTTP: loopback only, on the port the api reads every
 * provider from locally (IMPORT_STANDIN_URL, api/wrangler.jsonc), answering Greenhouse's path
 * `/greenhouse/v1/boards/{token}/jobs?content=true` for each generated source, with a strong
 * ETag and 304 for a matching If-None-Match. `setGeneration` switches every board to the next fetch.
 *
 * Every board of a generation is built before it is served (about 0.6 s of CPU for 1,000 boards):
 * built per request, that work ran inside the timed import on the same two cores as workerd, where
 * a real provider's servers cost the import nothing.
 */
import { createServer, type Server } from 'node:http';
import { benchSources, boardJobs, mutationPlan, type BenchSource, type BoardsPlan, type Generation } from './boards';
import { greenhouseBoard } from './greenhouse';

const BOARD_PATH = /^\/greenhouse\/v1\/boards\/([A-Za-z0-9_-]{1,100})\/jobs$/;

export interface ServedCounts {
  full: number;
  notModified: number;
  other: number;
}

export interface BoardServer {
  url: string;
  readonly generation: Generation;
  /** Builds every board of `generation` and serves them from then on. */
  setGeneration(generation: Generation): void;
  /** What was answered since the last reset. */
  counts: ServedCounts;
  resetCounts(): void;
  close(): Promise<void>;
}

export class PortTakenError extends Error {}

interface BuiltBoard {
  etag: string;
  body: Buffer;
}

function buildBoards(plan: BoardsPlan, sources: readonly BenchSource[], generation: Generation): Map<string, BuiltBoard> {
  const mutations = generation === 2 ? mutationPlan(plan) : undefined;
  return new Map(
    sources.map((source) => {
      const board = greenhouseBoard(source, boardJobs(plan, source.index, generation, mutations));
      return [source.token, { etag: board.etag, body: Buffer.from(board.body) }];
    }),
  );
}

/** `port` 0 takes a free port (the tests); `url` then names the one taken. */
export async function startBoardServer(plan: BoardsPlan, port: number): Promise<BoardServer> {
  const sources = benchSources(plan);
  let generation: Generation = 1;
  let boards = buildBoards(plan, sources, generation);
  const state: BoardServer = {
    url: `http://127.0.0.1:${port}`,
    get generation() {
      return generation;
    },
    setGeneration: (next) => {
      boards = buildBoards(plan, sources, next);
      generation = next;
    },
    counts: { full: 0, notModified: 0, other: 0 },
    resetCounts: () => {
      state.counts = { full: 0, notModified: 0, other: 0 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.url);
    const token = BOARD_PATH.exec(url.pathname)?.[1];
    const board = token === undefined ? undefined : boards.get(token);
    if (request.method !== 'GET' || !board || url.searchParams.get('content') !== 'true') {
      state.counts.other += 1;
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":404,"error":"Job not found"}');
      return;
    }
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
        'content-length': board.body.length,
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
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') state.url = `http://127.0.0.1:${address.port}`;
      resolve();
    });
  });
  return state;
}
