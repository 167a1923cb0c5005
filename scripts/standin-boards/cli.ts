/**
 * Runs the local stand-in job boards until stopped:
 *
 *   tsx scripts/standin-boards/cli.ts [--port 8790]
 *
 * Point the api at it with IMPORT_STANDIN_URL=http://127.0.0.1:8790 (local sites only).
 */
import { isMain } from '../lib/is-main';
import { PORT_RANGE, parseCommandLine, runCli, wholeNumberOption } from '../lib/cli';
import { STANDIN_DEFAULT_PORT, startStandinBoards } from './server';

export const STANDIN_USAGE = 'Usage: tsx scripts/standin-boards/cli.ts [--port N]';

export function parseStandinArgs(argv: string[]): { port: number } {
  const { values } = parseCommandLine({ args: argv, options: { port: { type: 'string' } } });
  return { port: wholeNumberOption('port', values.port, { ...PORT_RANGE, fallback: STANDIN_DEFAULT_PORT })! };
}

async function main({ port }: { port: number }): Promise<void> {
  const standin = await startStandinBoards({ port });
  const boards = standin.state.all();
  const jobs = boards.reduce((sum, board) => sum + board.jobs.filter((job) => job.listed).length, 0);
  console.info(`Stand-in job boards: ${boards.length} boards, ${jobs} listed jobs, at ${standin.url} (Ctrl-C stops)`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isMain(import.meta.url)) runCli(() => main(parseStandinArgs(process.argv.slice(2))), STANDIN_USAGE);
