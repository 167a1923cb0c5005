/**
 * The one way every script reads its command line: `node:util`'s `parseArgs`, strict (an
 * unknown option or a missing value is refused), with its errors turned into a
 * `UsageError` that the script prints with its usage line and exit code 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

/** The ports a server may listen on. */
export const PORT_RANGE = { min: 1, max: 65535 } as const;

/** `parseArgs` in strict mode; a refused command line throws a UsageError with a one-line reason. */
export function parseCommandLine<const T extends Omit<ParseArgsConfig, 'strict'>>(
  config: T,
): ReturnType<typeof parseArgs<T & { strict: true }>> {
  try {
    return parseArgs({ ...config, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      // Node's messages go on with advice about "--"; the first sentence is the reason (and,
      // for a value that looks like an option, the question that follows it).
      const [first = '', second] = (error as Error).message.split('\n');
      const reason = first.split('. ')[0]!.replace(/\.$/, '');
      throw new UsageError(second?.startsWith('Did you forget') ? `${reason}: ${second}` : reason);
    }
    throw error;
  }
}

/** A whole number option within [min, max], or its default when absent. */
export function wholeNumberOption(
  name: string,
  value: string | undefined,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/**
 * Runs a script's main: a UsageError prints its reason and the usage and exits 2; any other
 * error prints its message and exits 1.
 */
export function runCli(main: () => Promise<unknown>, usage: string): void {
  Promise.resolve()
    .then(main)
    .then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof UsageError) {
          console.error(`${error.message}\n${usage}`);
          process.exit(2);
        }
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
