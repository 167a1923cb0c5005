/**
 * The local stand-in job boards: a loopback-only HTTP server answering at each provider's
 * paths in its documented format (summarised in README.md), so
 * `npm start` and the tests import jobs with no network. Every answer carries a strong ETag of
 * its body and a matching If-None-Match gets 304. `/__control/*` lets tests change the boards.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseSourcesFiles, type LoadedEntry } from '@chainwork/api/content';
import { isLoopbackHost } from '@chainwork/shared-config/local-site';
import { REPO_ROOT } from '../lib/paths';
import { CONTROL_BODIES, runControl, type ControlAction } from './control';
import { ashbyBoard } from './render/ashby';
import { greenhouseBoard } from './render/greenhouse';
import { careersPage } from './render/jsonld';
import { leverBoard } from './render/lever';
import { StandinState } from './state';

export const STANDIN_SOURCES_FILE = 'content/sources/standin.yaml';
export const STANDIN_DEFAULT_PORT = 8790;
const CONTROL_BODY_MAX = 64 * 1024;

export interface StandinOptions {
  port: number;
  /** Loopback only; anything else is refused. */
  host?: string;
  /** The clock the jobs' dates count back from (default: now). */
  now?: number;
}

export interface StandinServer {
  /** `http://127.0.0.1:{port}`, without a trailing slash: IMPORT_STANDIN_URL. */
  url: string;
  state: StandinState;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

const json = (status: number, data: unknown): Answer => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(data) });
const text = (status: number, body: string): Answer => ({ status, type: 'text/plain; charset=utf-8', body });
const html = (body: string): Answer => ({ status: 200, type: 'text/html; charset=utf-8', body });

const isLoopbackAddress = (address: string | undefined) => address !== undefined && isLoopbackHost(address.replace(/^::ffff:/, ''));
/** The Host header's name without its port; a name that is not this machine is a rebinding attempt. */
const hostName = (header: string | undefined) =>
  (header ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();

/** A strong validator of the exact bytes sent. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110): `W/"x"` matches `"x"`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const SEGMENT = '([A-Za-z0-9._-]{1,100})';
const ROUTES = {
  greenhouse: new RegExp(`^/greenhouse/v1/boards/${SEGMENT}/jobs/?$`),
  lever: new RegExp(`^/lever/v0/postings/${SEGMENT}/?$`),
  ashby: new RegExp(`^/ashby/posting-api/job-board/${SEGMENT}/?$`),
  careers: new RegExp(`^/careers/${SEGMENT}/?$`),
};

function nonNegative(value: string | null): number | null | 'bad' {
  if (value === null) return null;
  return /^\d{1,6}$/.test(value) ? Number(value) : 'bad';
}

/** A board route's answer, or null when the path is no board route. */
function boardAnswer(state: StandinState, url: URL): Answer | null {
  const q = url.searchParams;
  let m = ROUTES.greenhouse.exec(url.pathname);
  if (m) {
    const board = state.board('greenhouse', m[1]!);
    if (!board) return json(404, { status: 404, error: 'Job board not found' });
    return json(200, greenhouseBoard(board, { content: q.get('content') === 'true' }));
  }
  if ((m = ROUTES.lever.exec(url.pathname))) {
    const board = state.board('lever', m[1]!);
    if (!board) return json(404, { ok: false, error: 'Document not found' });
    const skip = nonNegative(q.get('skip'));
    const limit = nonNegative(q.get('limit'));
    if (skip === 'bad' || limit === 'bad') return json(400, { ok: false, error: 'skip and limit must be whole numbers' });
    if (q.get('mode') !== 'json') {
      return html(
        `<!doctype html><title>${board.company.name} jobs</title><p>This stand-in serves Lever postings as JSON: add ?mode=json.</p>`,
      );
    }
    return json(200, leverBoard(board, { skip: skip ?? 0, limit }));
  }
  if ((m = ROUTES.ashby.exec(url.pathname))) {
    const board = state.board('ashby', m[1]!);
    if (!board) return text(404, 'Not Found');
    return json(200, ashbyBoard(board, { compensation: q.get('includeCompensation') === 'true' }));
  }
  if ((m = ROUTES.careers.exec(url.pathname))) {
    const board = state.board('jsonld', `/careers/${m[1]!}`);
    if (!board) return { status: 404, type: 'text/html; charset=utf-8', body: '<!doctype html><title>Not found</title><h1>Not found</h1>' };
    return html(careersPage(board, { graph: board.plan.jsonld === 'graph' }));
  }
  return null;
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > CONTROL_BODY_MAX) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The control API. Only this machine, and never a web page: the server listens on loopback,
 * checks the peer's address, refuses any request carrying Origin (browsers send it on every
 * POST; Node's fetch does not) and takes only JSON, which no form can send.
 */
async function controlAnswer(state: StandinState, req: IncomingMessage, url: URL): Promise<Answer> {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return json(403, { error: 'The control API answers this machine only' });
  if (req.headers.origin !== undefined) return json(403, { error: 'Cross-site request refused' });
  const action = url.pathname.slice('/__control/'.length);
  if (action === 'state') return req.method === 'GET' ? json(200, state.summary()) : json(405, { error: 'Use GET' });
  if (!Object.hasOwn(CONTROL_BODIES, action)) return json(404, { error: 'No such control action' });
  if (req.method !== 'POST') return json(405, { error: 'Use POST' });
  if (!/^application\/json(;|$)/i.test(req.headers['content-type'] ?? ''))
    return json(415, { error: 'Send JSON (content-type: application/json)' });
  const raw = await readBody(req);
  if (raw === null) return json(413, { error: 'Body too large' });
  let input: unknown;
  try {
    input = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return json(400, { error: 'Body is not JSON' });
  }
  const { status, body } = runControl(state, action as ControlAction, input);
  return json(status, body);
}

async function handle(state: StandinState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://standin.invalid');
  let answer: Answer;
  if (!isLoopbackHost(hostName(req.headers.host))) answer = text(421, 'This server answers only as 127.0.0.1 or localhost');
  else if (url.pathname.startsWith('/__control/')) answer = await controlAnswer(state, req, url);
  else if (req.method !== 'GET' && req.method !== 'HEAD') answer = text(405, 'Method Not Allowed');
  else answer = boardAnswer(state, url) ?? text(404, 'Not Found');

  const headers: Record<string, string> = { 'content-type': answer.type, 'cache-control': 'no-cache' };
  if (answer.status === 200 && !url.pathname.startsWith('/__control/')) {
    headers.etag = etagOf(answer.body);
    if (matches(req.headers['if-none-match'], headers.etag)) {
      res.writeHead(304, { etag: headers.etag, 'cache-control': headers['cache-control'] });
      res.end();
      return;
    }
  }
  res.writeHead(answer.status, { ...headers, 'content-length': String(Buffer.byteLength(answer.body)) });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** The stand-in's companies and boards, from its sources file (checked like any sources file). */
export async function readStandinEntries(): Promise<LoadedEntry[]> {
  const file = path.join(REPO_ROOT, STANDIN_SOURCES_FILE);
  return parseSourcesFiles([{ path: STANDIN_SOURCES_FILE, text: await readFile(file, 'utf8'), standin: true }]);
}

export async function startStandinBoards(options: StandinOptions): Promise<StandinServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`The stand-in boards listen on loopback only, not ${host}`);
  const state = new StandinState(await readStandinEntries(), options.now ?? Date.now());
  const server = createServer((req, res) => {
    handle(state, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
