import { CHANNEL_ERROR_MAX_LENGTH, CHANNEL_SEND_TIMEOUT_MS } from '@chainwork/shared-config/channels';
import { ChannelSendError } from './types';

/** The fetch the adapters call: the Worker's own, or a test's fake at this one edge. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** An error worth storing: one line, cut short, never more than CHANNEL_ERROR_MAX_LENGTH. */
export function shortError(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > CHANNEL_ERROR_MAX_LENGTH ? `${line.slice(0, CHANNEL_ERROR_MAX_LENGTH - 1)}…` : line;
}

/**
 * POST a JSON body and read a JSON answer. A network failure, a timeout, an HTTP error or an
 * answer that is not JSON throws ChannelSendError naming the status and the provider's own short
 * description (`describe`), never the address (it may carry the secret) or the whole answer.
 */
export async function postJson(
  fetchFn: Fetch,
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; describe: (answer: unknown) => string | null; label: string },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CHANNEL_SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ChannelSendError(`${options.label}: ${timedOut ? 'no answer in time' : 'could not connect'}`);
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (!response.ok) {
    const said = options.describe(answer);
    throw new ChannelSendError(shortError(`${options.label}: HTTP ${response.status}${said ? ` ${said}` : ''}`));
  }
  if (answer === null) throw new ChannelSendError(`${options.label}: the answer was not JSON`);
  return answer;
}
