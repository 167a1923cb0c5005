import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROCEDURE_NAME, parseTrpcCall, upstreamTrpcUrl } from './call';

const url = (path: string) => new URL(`http://127.0.0.1:8787${path}`);
const identifier = fc.stringMatching(/^[A-Za-z_$][\w$]{0,11}$/);
const procedure = fc.array(identifier, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));

describe('parseTrpcCall', () => {
  it('reads a batch of comma-joined procedures', () => {
    expect(parseTrpcCall(url('/api/trpc/jobs.search,jobs.bySlug?batch=1&input=%7B%7D'))).toEqual({
      procedures: ['jobs.search', 'jobs.bySlug'],
      batch: true,
    });
    expect(parseTrpcCall(url('/api/trpc/jobs.bySlug?input=%7B%7D'))).toEqual({ procedures: ['jobs.bySlug'], batch: false });
  });

  it.each([
    '/api/trpc',
    '/api/trpc/',
    '/api/trpc/jobs..search',
    '/api/trpc/jobs.search,',
    '/api/trpc/,jobs.search',
    '/api/trpc/jobs%2Esearch',
    '/api/trpc/jobs/search',
    '/api/trpc/1jobs',
    '/api/trpc/jobs.search;x',
  ])('refuses %s', (path) => {
    expect(parseTrpcCall(url(path))).toBeNull();
  });

  it('reads back exactly the procedures a client joined, in order', () => {
    fc.assert(
      fc.property(fc.array(procedure, { minLength: 1, maxLength: 20 }), fc.boolean(), (procedures, batch) => {
        const call = parseTrpcCall(url(`/api/trpc/${procedures.join(',')}${batch ? '?batch=1' : ''}`));
        expect(call).toEqual({ procedures, batch });
      }),
    );
  });

  it('never throws on any path, and whatever it accepts is made of valid names', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (tail) => {
        let parsed: URL;
        try {
          parsed = url(`/api/trpc/${tail}`);
        } catch {
          return;
        }
        const call = parseTrpcCall(parsed);
        if (call) for (const name of call.procedures) expect(name).toMatch(PROCEDURE_NAME);
      }),
      { numRuns: 500 },
    );
  });
});

describe('upstreamTrpcUrl', () => {
  it('keeps the procedures and the query string byte for byte', () => {
    fc.assert(
      fc.property(
        fc.array(procedure, { minLength: 1, maxLength: 10 }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 10 }),
        (procedures, inputs) => {
          const search = `?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
          const incoming = url(`/api/trpc/${procedures.join(',')}${search}`);
          const upstream = new URL(upstreamTrpcUrl(incoming, 'http://api', '/trpc'));
          expect(upstream.pathname).toBe(`/trpc/${procedures.join(',')}`);
          expect(upstream.search).toBe(incoming.search);
          expect(JSON.parse(upstream.searchParams.get('input')!)).toEqual(JSON.parse(JSON.stringify(inputs)));
        },
      ),
    );
  });
});
