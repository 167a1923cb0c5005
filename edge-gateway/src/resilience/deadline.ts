/**
 * Runs `work` with an AbortSignal and gives up after `ms`: the signal is aborted and the
 * promise rejects with DeadlineExceeded, whatever `work` does with the signal. Nothing
 * the gateway waits on (an api call, a response body) can hang a visitor's request.
 */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

export function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlineExceeded(ms));
    }, ms);
  });
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}
