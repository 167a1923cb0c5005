/**
 * `npm run routes -- <list|publish|canary|shift|promote|rollback|pin> ...`: the operator
 * command for versioned front ends (see edge-gateway/OPERATIONS.md). Works on the local
 * state by default and on Cloudflare with credentials; a refused change writes nothing.
 */
import { isMain } from './lib/is-main';
import { stateDir } from './lib/paths';
import { USAGE, UsageError, parseRoutesArgs, type RoutesInvocation } from './routes/args';
import { runRoutesCommand } from './routes/commands';
import { withLocalStore } from './routes/local-store';
import { RoutingError } from './routes/table-ops';
import { resolveTarget } from './routes/target';
import { wranglerStore } from './routes/wrangler-store';

async function main(): Promise<number> {
  let invocation: RoutesInvocation;
  try {
    invocation = parseRoutesArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  try {
    const target = resolveTarget(invocation.target);
    const run = async (store: Parameters<typeof runRoutesCommand>[1]['store']) => {
      console.log(`Store: ${store.description}`);
      console.log(await runRoutesCommand(invocation.command, { store, dryRun: invocation.dryRun }));
    };
    if (target === 'remote') await run(wranglerStore({ kind: 'remote' }));
    else await withLocalStore(run, stateDir());
    return 0;
  } catch (error) {
    if (error instanceof RoutingError) {
      console.error(`Refused: ${error.message}\nNothing was changed.`);
      return 1;
    }
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (isMain(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
