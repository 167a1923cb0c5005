/**
 * Resolves in a task of its own (a message to ourselves: unlike setTimeout, never clamped
 * or throttled). Whatever runs after it is a new task: the browser may paint and answer
 * input in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Imports module groups one task at a time and returns the last one. A static import
 * graph is evaluated in one task however large it is: the app's (React DOM's client,
 * Chakra with emotion and the theme, react-query, tRPC, the router, the pages) was one
 * task of ~185 ms on `/` at 4x CPU slowdown, blocking input. Each group's code is already
 * downloaded (the shell's HTML preloads it): a stage costs its evaluation, not a round trip.
 */
export async function importInStages<T>(stages: readonly (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
  await nextTask();
  return last();
}
