/**
 * Reads one job board over HTTP: the adapter's address, a conditional request when the last
 * answer's validators are known, Lever's pages, redirects followed by hand (each hop checked),
 * a deadline for the whole board and a cap on the bytes read. Failures are SourceErrors whose
 * message is safe to show to moderators and to the employer testing a board.
 */
import { PROVIDER_LABELS, SourceError, type FetchOutcome, type KnownAnswer, type Provider, type RawPosting } from '../types';
import { ADAPTERS } from './adapters';
import { boardProblem } from './board-ref';
import type { ProviderAdapter, ProviderBases } from './provider';
import { publicUrlProblem } from './public-url';
import { saltedSha256Hex } from './raw-hash';

export { PRODUCTION_BASES, providerBases } from './bases';
export type { ProviderBases } from './provider';

/** How every import request introduces itself. */
export const IMPORT_USER_AGENT = 'Chainwork-Importer/1.0 (Chainwork job board; reads public job postings)';

/** Defaults for the deps: the largest public boards (Ashby's biggest, about 12 MB) fit. */
export const FETCH_LIMITS = {
  timeoutMs: 20_000,
  maxBytes: 16 * 1024 * 1024,
  /** Lever pages of LEVER_PAGE_SIZE: 5,000 postings is more than any one company publishes. */
  maxPages: 50,
  maxRedirects: 3,
} as const;

export interface BoardSource {
  provider: Provider;
  board: string;
  /** The validators of the last answer, for a conditional request. */
  etag: string | null;
  lastModified: string | null;
  /** What the last import read (its hashes): what is byte for byte the same is not parsed again. */
  known?: KnownAnswer | null;
}

export interface FetchBoardDeps {
  fetch: typeof fetch;
  bases: ProviderBases;
  /** The deadline for the whole board: every page and every body read. */
  timeoutMs: number;
  /** The most bytes read for the whole board (decompressed), across pages. */
  maxBytes: number;
  /** Ends the fetch early (a caller's own deadline); it counts as a timeout when its reason is one. */
  signal?: AbortSignal;
}

/** "Lever", "The careers page": who answered. */
const label = (provider: Provider) => (provider === 'jsonld' ? 'The careers page' : PROVIDER_LABELS[provider]);

function statusError(provider: Provider, board: string, url: URL, status: number): SourceError {
  const who = `${label(provider)} answered ${status}`;
  if (status === 404)
    return new SourceError(
      provider === 'jsonld' ? `${who}: there is no page at ${url.href}` : `${who}: there is no board called '${board}'`,
      'http',
    );
  if (status === 429) return new SourceError(`${who}: too many requests, it will be asked again later`, 'http');
  if (status >= 500) return new SourceError(`${who}: its server failed, it will be asked again later`, 'http');
  return new SourceError(who, 'http');
}

/** Where a redirect may lead: an API stays on its host; a careers page stays public (or on the stand-in). */
function hopProblem(provider: Provider, url: URL, bases: ProviderBases): string | null {
  if (provider !== 'jsonld') return url.origin === new URL(bases[provider]).origin ? null : `it left ${new URL(bases[provider]).host}`;
  if (bases.jsonld !== null && url.origin === new URL(bases.jsonld).origin) return null;
  return publicUrlProblem(url);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One GET, following redirects by hand so that every hop passes the same checks as the first address. */
async function get(
  provider: Provider,
  first: URL,
  headers: Headers,
  deps: FetchBoardDeps,
  signal: AbortSignal,
): Promise<{ response: Response; url: URL }> {
  let url = first;
  for (let hop = 0; ; hop += 1) {
    const response = await deps.fetch(url.href, { method: 'GET', headers, redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return { response, url };
    await response.body?.cancel();
    if (hop >= FETCH_LIMITS.maxRedirects)
      throw new SourceError(`${label(provider)} redirected more than ${FETCH_LIMITS.maxRedirects} times`, 'http');
    const next = new URL(location, url);
    const problem = hopProblem(provider, next, deps.bases);
    if (problem) throw new SourceError(`${label(provider)} redirected to an address that cannot be imported: ${problem}`, 'refused');
    url = next;
  }
}

function mediaType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function checkContentType(adapter: ProviderAdapter, response: Response): void {
  const type = mediaType(response);
  const fits =
    adapter.body === 'json'
      ? type === 'application/json' || type.endsWith('+json')
      : type === 'text/html' || type === 'application/xhtml+xml';
  if (!fits)
    throw new SourceError(
      `${label(adapter.provider)} answered with ${type || 'no content type'}, not ${adapter.body === 'json' ? 'JSON' : 'an HTML page'}`,
      'format',
    );
}

/** The body as text, read until it passes what is left of the byte budget (then the rest is never downloaded). */
async function readCapped(provider: Provider, response: Response, budget: { left: number }, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new SourceError(`${label(provider)} answered more than ${Math.round(maxBytes / 1024 / 1024)} MB; the board is not read`, 'refused');
  if (Number(response.headers.get('content-length') ?? 0) > budget.left) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  // A declared length within the budget is the whole body (HTTP framing reads no further): one read.
  // Chunk by chunk, a board's read took twice the time in the import's fetch phase (docs/imports.md).
  if (response.headers.get('content-length') !== null) {
    const bytes = await response.arrayBuffer();
    budget.left -= bytes.byteLength;
    return new TextDecoder().decode(bytes);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    budget.left -= value.byteLength;
    if (budget.left < 0) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** A thrown fetch or read as a SourceError: ours pass through, the deadline and the network are 'unreachable'. */
function asSourceError(provider: Provider, error: unknown, signal: AbortSignal, timeoutMs: number): SourceError {
  if (error instanceof SourceError) return error;
  if (signal.aborted) {
    const reason = signal.reason as { name?: unknown } | undefined;
    return reason?.name === 'TimeoutError'
      ? new SourceError(`${label(provider)} did not answer within ${Math.round(timeoutMs / 1000)} s`, 'unreachable')
      : new SourceError(`${label(provider)} was not read: the import was stopped`, 'unreachable');
  }
  return new SourceError(`${label(provider)} could not be reached`, 'unreachable');
}

/**
 * The board's postings, or `not-modified` when the provider says the answer has not changed
 * since the validators given. Throws SourceError: 'refused' (a board or address we do not
 * fetch), 'http' (an answer other than 200), 'unreachable' (network, deadline), 'format'.
 *
 * Lever pages: only the first request is conditional, and validators are kept only when the
 * first page held the whole board. A page's ETag covers that page alone, so an unchanged first
 * page says nothing of a posting added on the third; a 304 there must not skip the board.
 */
export async function fetchBoard(source: BoardSource, deps: FetchBoardDeps): Promise<FetchOutcome> {
  const { provider, board } = source;
  const adapter = ADAPTERS[provider];
  const problem = boardProblem(provider, board);
  if (problem) throw new SourceError(`That ${PROVIDER_LABELS[provider]} board cannot be imported: ${problem}`, 'refused');
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
  const budget = { left: deps.maxBytes };
  const postings: RawPosting[] = [];
  const unchanged: string[] = [];
  const rawHashes = new Map<string, string>();
  const known = source.known ?? null;
  let bodyHash: string | null = null;
  let validators = { etag: null as string | null, lastModified: null as string | null };
  try {
    for (let page = 0; ; page += 1) {
      const first = page === 0;
      const headers = new Headers({
        'user-agent': IMPORT_USER_AGENT,
        accept: adapter.body === 'json' ? 'application/json' : 'text/html,application/xhtml+xml',
      });
      if (first && source.etag) headers.set('if-none-match', source.etag);
      if (first && source.lastModified) headers.set('if-modified-since', source.lastModified);
      const address = adapter.url(board, deps.bases, { skip: page * (adapter.pageSize ?? 0) });
      const { response, url } = await get(provider, address, headers, deps, signal);
      if (response.status === 304 && first && (source.etag || source.lastModified)) {
        await response.body?.cancel();
        return { kind: 'not-modified' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw statusError(provider, board, url, response.status);
      }
      checkContentType(adapter, response);
      const text = await readCapped(provider, response, budget, deps.maxBytes);
      if (first) validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
      if (known && adapter.pageSize === null) {
        bodyHash = saltedSha256Hex(known.salt, text);
        if (bodyHash === known.bodyHash) return { kind: 'same-body', ...validators };
      }
      let found: number;
      if (known && adapter.items) {
        const items = adapter.items(text, { url });
        for (const item of items) {
          const hash = saltedSha256Hex(known.salt, JSON.stringify(item.raw));
          if (item.externalId !== null && known.items.get(item.externalId) === hash) unchanged.push(item.externalId);
          else {
            const posting = item.read();
            postings.push(posting);
            if (!rawHashes.has(posting.externalId)) rawHashes.set(posting.externalId, hash);
          }
        }
        found = items.length;
      } else {
        const read = adapter.parse(text, { url });
        postings.push(...read);
        found = read.length;
      }
      if (adapter.pageSize === null || found < adapter.pageSize) {
        if (!first) validators = { etag: null, lastModified: null };
        break;
      }
      if (page + 1 >= FETCH_LIMITS.maxPages)
        throw new SourceError(
          `${label(provider)} has more than ${FETCH_LIMITS.maxPages} pages of postings; the board is not read`,
          'refused',
        );
    }
  } catch (error) {
    throw asSourceError(provider, error, signal, deps.timeoutMs);
  }
  const read = distinctPostings(postings);
  if (!known) return { kind: 'ok', postings: read, ...validators };
  // A posting listed twice counts once: as read where one of its listings was (the read one is newer than what we know).
  const readIds = new Set(read.map((posting) => posting.externalId));
  return {
    kind: 'ok',
    postings: read,
    ...validators,
    bodyHash,
    unchanged: [...new Set(unchanged)].filter((id) => !readIds.has(id)),
    rawHashes,
  };
}

/** A posting seen twice (Lever's pages shift when a posting is added between two requests) counts once. */
function distinctPostings(postings: RawPosting[]): RawPosting[] {
  const seen = new Set<string>();
  return postings.filter((posting) => !seen.has(posting.externalId) && Boolean(seen.add(posting.externalId)));
}
