import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursor', () => {
  it('round-trips a position through an opaque base64url string', () => {
    const position = { dateMs: 1_780_000_000_000, id: 4321 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('4321');
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$def'],
    ['impossible length', 'abcde'],
    ['wrong payload', btoa('hello')],
    ['missing id', btoa('1780000000000.')],
    ['negative date', btoa('-5.3')],
    ['id zero', btoa('1780000000000.0')],
    ['fractional id', btoa('1780000000000.1.5')],
    ['huge numbers', btoa('99999999999999999999.1')],
  ])('rejects a malformed cursor (%s) as BAD_REQUEST "Invalid cursor"', (_, cursor) => {
    let caught: unknown;
    try {
      decodeCursor(cursor);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TRPCError);
    expect((caught as TRPCError).code).toBe('BAD_REQUEST');
    expect((caught as TRPCError).message).toBe('Invalid cursor');
  });
});
