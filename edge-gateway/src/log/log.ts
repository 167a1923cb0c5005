/**
 * The gateway's log lines: one prefix, and the id of the request being served (read from
 * Hono's context storage, so no function has to pass it along), so an operator can find
 * every line of a visitor's complaint from the `x-request-id` they quote. Client input is
 * only ever quoted clipped (`quoted`): a 64 KB path must not become a 64 KB log line.
 */
import { currentRequestId } from '../middleware/request-id';

/** Characters of client input a log line quotes at most. */
export const LOGGED_INPUT_MAX_CHARS = 80;

function line(message: string): string {
  const id = currentRequestId();
  return id ? `[gateway] [request ${id}] ${message}` : `[gateway] ${message}`;
}

/** Client input for a log line: JSON-quoted (no raw newlines or escapes), clipped, its length said. */
export function quoted(input: string, max = LOGGED_INPUT_MAX_CHARS): string {
  if (input.length <= max) return JSON.stringify(input);
  return `${JSON.stringify(input.slice(0, max))}... (${input.length} characters)`;
}

function detailOf(detail: unknown): string {
  return detail instanceof Error ? `${detail.name}: ${detail.message}` : String(detail);
}

export function logError(message: string, detail?: unknown): void {
  if (detail === undefined) console.error(line(message));
  else console.error(line(message), detailOf(detail));
}

export function logWarn(message: string): void {
  console.warn(line(message));
}
