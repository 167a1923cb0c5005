/**
 * One DevTools protocol session on a Worker of `wrangler dev` (its `--inspector-port`): send a
 * method, wait for its answer. Used by the CPU profiles of profile-api.ts and bench:ingest's --profile.
 */
import WebSocket from 'ws';

export interface InspectorSession {
  send: (method: string, params?: object) => Promise<unknown>;
  close: () => void;
}

export async function inspectorSession(url: string): Promise<InspectorSession> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        lastId += 1;
        waiting.set(lastId, resolve);
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** The Workers the inspector lists (`/json/list`), each with its WebSocket address. */
export async function inspectorTargets(port: number): Promise<Array<{ title: string; webSocketDebuggerUrl: string }>> {
  return (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ title: string; webSocketDebuggerUrl: string }>;
}
