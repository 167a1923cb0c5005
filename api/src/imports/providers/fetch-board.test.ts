import { describe, expect, it } from 'vitest';
import { SourceError } from '../types';
import { PRODUCTION_BASES, providerBases } from './bases';
import { FETCH_LIMITS, IMPORT_USER_AGENT, fetchBoard, type BoardSource, type FetchBoardDeps } from './fetch-board';
import { ashbyBoard } from './fixtures/ashby';
import { careersPage } from './fixtures/careers-page';
import { greenhouseBoard } from './fixtures/greenhouse';
import { leverPostings } from './fixtures/lever';
import { LEVER_PAGE_SIZE } from './lever';

interface Seen {
  url: string;
  headers: Headers;
  redirect: RequestInit['redirect'];
}

/** Our fetch seam: answers by URL from a table and records what was asked. */
function fakeFetch(answer: (url: URL, headers: Headers) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    seen.push({ url: url.href, headers, redirect: init?.redirect });
    if (init?.signal?.aborted) throw init.signal.reason;
    return answer(url, headers);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

const source = (provider: BoardSource['provider'], board: string, validators: Partial<BoardSource> = {}): BoardSource => ({
  provider,
  board,
  etag: null,
  lastModified: null,
  ...validators,
});

const deps = (fetch: typeof globalThis.fetch, extra: Partial<FetchBoardDeps> = {}): FetchBoardDeps => ({
  fetch,
  bases: PRODUCTION_BASES,
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SourceError) return error;
    throw error;
  }
  throw new Error('expected a SourceError');
}

describe('fetchBoard', () => {
  it('reads a Greenhouse board, introducing itself, asking for JSON, following no redirect on its own', async () => {
    const { fetch, seen } = fakeFetch(() => json(greenhouseBoard, { etag: 'W/"gh-1"', 'last-modified': 'Tue, 03 Feb 2026 08:00:00 GMT' }));
    const outcome = await fetchBoard(source('greenhouse', 'zkforge'), deps(fetch));
    expect(outcome).toMatchObject({ kind: 'ok', etag: 'W/"gh-1"', lastModified: 'Tue, 03 Feb 2026 08:00:00 GMT' });
    expect(outcome.kind === 'ok' && outcome.postings.map((posting) => posting.externalId)).toEqual(['4012345', '4012399', '4012400']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://boards-api.greenhouse.io/v1/boards/zkforge/jobs?content=true');
    expect(seen[0]!.headers.get('user-agent')).toBe(IMPORT_USER_AGENT);
    expect(IMPORT_USER_AGENT).toContain('Chainwork');
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
    expect(seen[0]!.headers.has('if-none-match')).toBe(false);
    expect(seen[0]!.redirect).toBe('manual');
  });

  it('asks conditionally with the validators it knows, and a 304 is not-modified', async () => {
    const { fetch, seen } = fakeFetch(() => new Response(null, { status: 304 }));
    const validators = { etag: 'W/"ab-1"', lastModified: 'Tue, 03 Feb 2026 08:00:00 GMT' };
    expect(await fetchBoard(source('ashby', 'ledgerline', validators), deps(fetch))).toEqual({ kind: 'not-modified' });
    expect(seen[0]!.headers.get('if-none-match')).toBe('W/"ab-1"');
    expect(seen[0]!.headers.get('if-modified-since')).toBe('Tue, 03 Feb 2026 08:00:00 GMT');
  });

  it('calls a 304 to an unconditional request an HTTP error', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 304 }));
    expect(await failure(fetchBoard(source('ashby', 'ledgerline'), deps(fetch)))).toMatchObject({ kind: 'http' });
  });

  it('reads Lever page by page until a short page; only the first request is conditional; a paged board keeps no validators', async () => {
    const many = Array.from({ length: LEVER_PAGE_SIZE + 3 }, (_, index) => ({ ...leverPostings[0], id: `posting-${index}` }));
    const { fetch, seen } = fakeFetch((url) => {
      const skip = Number(url.searchParams.get('skip'));
      return json(many.slice(skip, skip + Number(url.searchParams.get('limit'))), { etag: `"page-${skip}"` });
    });
    const outcome = await fetchBoard(source('lever', 'chainlabs', { etag: '"old"' }), deps(fetch));
    expect(seen.map((request) => new URL(request.url).searchParams.get('skip'))).toEqual(['0', String(LEVER_PAGE_SIZE)]);
    expect(seen.map((request) => request.headers.get('if-none-match'))).toEqual(['"old"', null]);
    expect(outcome).toMatchObject({ kind: 'ok', etag: null, lastModified: null });
    expect(outcome.kind === 'ok' && outcome.postings).toHaveLength(LEVER_PAGE_SIZE + 3);
  });

  it('keeps the validators of a Lever board that fits in one page', async () => {
    const { fetch, seen } = fakeFetch(() => json(leverPostings, { etag: '"one"' }));
    expect(await fetchBoard(source('lever', 'chainlabs'), deps(fetch))).toMatchObject({ kind: 'ok', etag: '"one"' });
    expect(seen).toHaveLength(1);
  });

  it('counts a posting that a shifting page shows twice once', async () => {
    const full = Array.from({ length: LEVER_PAGE_SIZE }, (_, index) => ({ ...leverPostings[0], id: `posting-${index}` }));
    const { fetch } = fakeFetch((url) => json(url.searchParams.get('skip') === '0' ? full : [full[LEVER_PAGE_SIZE - 1]]));
    const outcome = await fetchBoard(source('lever', 'chainlabs'), deps(fetch));
    expect(outcome.kind === 'ok' && outcome.postings).toHaveLength(LEVER_PAGE_SIZE);
  });

  it('says which board does not exist on a 404, and calls 429 and 5xx HTTP errors to retry', async () => {
    const answer = (status: number) => fakeFetch(() => new Response('{"ok":false,"error":"Document not found"}', { status })).fetch;
    expect(await failure(fetchBoard(source('lever', 'nosuchco'), deps(answer(404))))).toEqual(
      new SourceError("Lever answered 404: there is no board called 'nosuchco'", 'http'),
    );
    expect(await failure(fetchBoard(source('greenhouse', 'x'), deps(answer(429))))).toMatchObject({
      kind: 'http',
      message: expect.stringContaining('429'),
    });
    expect(await failure(fetchBoard(source('ashby', 'x'), deps(answer(503))))).toMatchObject({
      kind: 'http',
      message: expect.stringContaining('503'),
    });
  });

  it('refuses an answer that is not JSON by its content type, and a malformed body as a format error', async () => {
    const html = fakeFetch(() => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })).fetch;
    expect(await failure(fetchBoard(source('greenhouse', 'zkforge'), deps(html)))).toEqual(
      new SourceError('Greenhouse answered with text/html, not JSON', 'format'),
    );
    const malformed = fakeFetch(() => json({ jobs: [{ id: 1 }] })).fetch;
    expect(await failure(fetchBoard(source('greenhouse', 'zkforge'), deps(malformed)))).toMatchObject({
      kind: 'format',
      message: expect.stringContaining("Greenhouse's answer is not a job board: jobs[0]."),
    });
  });

  it('stops reading past the byte cap, by the declared length or by the stream', async () => {
    const big = JSON.stringify(ashbyBoard);
    const declared = fakeFetch(() => json(ashbyBoard)).fetch;
    expect(await failure(fetchBoard(source('ashby', 'ledgerline'), deps(declared, { maxBytes: 100 })))).toMatchObject({ kind: 'refused' });
    let pulled = 0;
    const streamed = fakeFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += 1;
              controller.enqueue(new TextEncoder().encode(big.slice(0, 64)));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    ).fetch;
    expect(await failure(fetchBoard(source('ashby', 'ledgerline'), deps(streamed, { maxBytes: 1000 })))).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('answered more than'),
    });
    // An endless body: reading stopped soon after the cap.
    expect(pulled).toBeLessThan(40);
  });

  it('reads a body of a declared length whole, and counts it against the byte cap across Lever pages', async () => {
    const declared = (body: unknown) => {
      const text = JSON.stringify(body);
      return new Response(text, {
        headers: { 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(text).byteLength) },
      });
    };
    const one = await fetchBoard(source('greenhouse', 'zkforge'), deps(fakeFetch(() => declared(greenhouseBoard)).fetch));
    expect(one.kind === 'ok' && one.postings.length).toBe(greenhouseBoard.jobs.length);
    // Two Lever pages, each within the cap alone, together over it: the second is refused.
    const many = Array.from({ length: LEVER_PAGE_SIZE + 3 }, (_, index) => ({ ...leverPostings[0], id: `posting-${index}` }));
    const page = (url: URL) => many.slice(Number(url.searchParams.get('skip')), Number(url.searchParams.get('skip')) + LEVER_PAGE_SIZE);
    const firstPageBytes = JSON.stringify(many.slice(0, LEVER_PAGE_SIZE)).length;
    const paged = fakeFetch((url) => declared(page(url))).fetch;
    expect(await failure(fetchBoard(source('lever', 'chainlabs'), deps(paged, { maxBytes: firstPageBytes + 10 })))).toMatchObject({
      kind: 'refused',
    });
    const fits = await fetchBoard(source('lever', 'chainlabs'), deps(paged, { maxBytes: firstPageBytes * 2 }));
    expect(fits.kind === 'ok' && fits.postings).toHaveLength(LEVER_PAGE_SIZE + 3);
  });

  it('calls a deadline that passed unreachable (an already aborted signal, no real wait)', async () => {
    const { fetch } = fakeFetch(() => json(greenhouseBoard));
    const signal = AbortSignal.abort(new DOMException('deadline', 'TimeoutError'));
    expect(await failure(fetchBoard(source('greenhouse', 'zkforge'), deps(fetch, { signal, timeoutMs: 20_000 })))).toEqual(
      new SourceError('Greenhouse did not answer within 20 s', 'unreachable'),
    );
  });

  it('calls a network failure unreachable without its details', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('getaddrinfo ENOTFOUND boards-api.greenhouse.io at 10.0.0.1');
    });
    expect(await failure(fetchBoard(source('greenhouse', 'zkforge'), deps(fetch)))).toEqual(
      new SourceError('Greenhouse could not be reached', 'unreachable'),
    );
  });

  it('refuses board names that could leave their path segment, before any request', async () => {
    const { fetch, seen } = fakeFetch(() => json(greenhouseBoard));
    for (const board of ['../admin', 'acme/jobs', 'acme.io', '%2e%2e', 'a b', ''])
      expect(await failure(fetchBoard(source('greenhouse', board), deps(fetch)))).toMatchObject({ kind: 'refused' });
    expect(seen).toHaveLength(0);
  });

  it.each([
    'https://127.0.0.1/careers',
    'https://10.1.2.3/careers',
    'https://192.168.1.1/careers',
    'https://172.20.0.1/careers',
    'https://[::1]/careers',
    'https://localhost/careers',
    'https://jobs.localhost/careers',
    'https://169.254.169.254/latest/meta-data',
    'https://2130706433/careers',
    'https://0x7f.1/careers',
    'https://intranet/careers',
    'http://blockwave.example/careers',
    'https://user:pass@blockwave.example/careers',
    'https://blockwave.example:8443/careers',
    'file:///etc/passwd',
  ])('refuses the careers page %s (SSRF), before any request', async (board) => {
    const { fetch, seen } = fakeFetch(() => new Response(careersPage, { headers: { 'content-type': 'text/html' } }));
    expect(await failure(fetchBoard(source('jsonld', board), deps(fetch)))).toMatchObject({ kind: 'refused' });
    expect(seen).toHaveLength(0);
  });

  it('reads a public careers page as HTML', async () => {
    const { fetch, seen } = fakeFetch(() => new Response(careersPage, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    const outcome = await fetchBoard(source('jsonld', 'https://blockwave.example/careers'), deps(fetch));
    expect(outcome.kind === 'ok' && outcome.postings).toHaveLength(4);
    expect(seen[0]!.headers.get('accept')).toContain('text/html');
  });

  it('follows a redirect only to an address that passes the same checks', async () => {
    const to = (location: string) =>
      fakeFetch((url) =>
        url.pathname === '/careers'
          ? new Response(null, { status: 302, headers: { location } })
          : new Response(careersPage, { headers: { 'content-type': 'text/html' } }),
      );
    const good = to('/jobs');
    expect(await fetchBoard(source('jsonld', 'https://blockwave.example/careers'), deps(good.fetch))).toMatchObject({ kind: 'ok' });
    expect(good.seen.map((request) => request.url)).toEqual(['https://blockwave.example/careers', 'https://blockwave.example/jobs']);
    const metadata = to('http://169.254.169.254/latest/meta-data');
    expect(await failure(fetchBoard(source('jsonld', 'https://blockwave.example/careers'), deps(metadata.fetch)))).toMatchObject({
      kind: 'refused',
    });
    expect(metadata.seen).toHaveLength(1);
    const away = fakeFetch(() => new Response(null, { status: 301, headers: { location: 'https://evil.example/x' } }));
    expect(await failure(fetchBoard(source('greenhouse', 'zkforge'), deps(away.fetch)))).toMatchObject({ kind: 'refused' });
    const loop = fakeFetch(() => new Response(null, { status: 302, headers: { location: '/careers' } }));
    expect(await failure(fetchBoard(source('jsonld', 'https://blockwave.example/careers'), deps(loop.fetch)))).toMatchObject({
      kind: 'http',
    });
    expect(loop.seen).toHaveLength(FETCH_LIMITS.maxRedirects + 1);
  });

  it('asks every provider on the stand-in when it is set, careers pages by path included', async () => {
    const bases = providerBases({ importStandinUrl: 'http://127.0.0.1:8790' });
    const { fetch, seen } = fakeFetch((url) =>
      url.pathname.startsWith('/careers/') ? new Response(careersPage, { headers: { 'content-type': 'text/html' } }) : json([]),
    );
    await fetchBoard(source('lever', 'chainlabs'), deps(fetch, { bases }));
    await fetchBoard(source('jsonld', '/careers/blockwave'), deps(fetch, { bases }));
    expect(seen.map((request) => request.url)).toEqual([
      `http://127.0.0.1:8790/lever/v0/postings/chainlabs?mode=json&skip=0&limit=${LEVER_PAGE_SIZE}`,
      'http://127.0.0.1:8790/careers/blockwave',
    ]);
    expect(providerBases({ importStandinUrl: null })).toBe(PRODUCTION_BASES);
    expect(await failure(fetchBoard(source('jsonld', '/careers/blockwave'), deps(fetch)))).toMatchObject({ kind: 'refused' });
  });
});
