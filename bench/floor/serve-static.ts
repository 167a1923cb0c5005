import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * Serves a folder's `.html` and `.js` files gzipped (level 9, as the gateway's assets are
 * compared), on 127.0.0.1 and a free port. Anything else, or a path outside the folder, is 404.
 */
export async function serveFolder(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  // Each file compressed once: every Lighthouse run asks for the same bytes again.
  const gzipped = new Map<string, Promise<Buffer>>();
  const server: Server = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const type = TYPES[path.extname(name)];
    if (!type) return void res.writeHead(404).end();
    if (!gzipped.has(name))
      gzipped.set(
        name,
        readFile(path.join(dir, name)).then((body) => gzipSync(body, { level: 9 })),
      );
    gzipped.get(name)!.then(
      (body) => {
        res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
        res.end(body);
      },
      () => void res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The floor server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
