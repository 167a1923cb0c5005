import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type SearchPosition } from './cursor';

const KEY = '[["rust"],true,"relevance"]';

function rejection(run: () => unknown): TRPCError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError;
  }
  throw new Error('expected a rejection');
}

describe('search cursors', () => {
  const positions: SearchPosition[] = [
    { order: 'newest', id: 98_765 },
    { order: 'relevance', tier: 2, id: 4321 },
    { order: 'salary', salary: 152_500, id: 77 },
  ];

  it.each(positions)('round-trip %o through an opaque base64url string', (position) => {
    const cursor = encodeCursor(position, KEY);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, KEY, position.order)).toEqual(position);
  });

  it('refuses a cursor of another search or another sort', () => {
    const cursor = encodeCursor({ order: 'newest', id: 10 }, KEY);
    expect(rejection(() => decodeCursor(cursor, '[["go"],true,"relevance"]', 'newest'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid cursor',
    });
    expect(rejection(() => decodeCursor(cursor, KEY, 'salary')).message).toBe('Invalid cursor');
  });

  const encode = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const honest = atob(encodeCursor({ order: 'relevance', tier: 1, id: 500 }, KEY).replace(/-/g, '+').replace(/_/g, '/'));
  it.each([
    ['empty', ''],
    ['not base64url', 'abc$def'],
    ['an impossible length', 'abcde'],
    ['a tampered id', encode(honest.replace('.500.', '.501.'))],
    ['a tampered tier', encode(honest.replace('r.1.', 'r.3.'))],
    ['tier 4', encode('r.4.500.0')],
    ['id 0', encode('n.0.1')],
    ['huge numbers', encode('n.9999999999999999999.1')],
    ['no checksum', encode('n.500')],
    ['the old (date.id) format', encode('1780000000000.12')],
    ['too long', 'A'.repeat(400)],
  ])('refuses %s as BAD_REQUEST "Invalid cursor"', (_, cursor) => {
    expect(rejection(() => decodeCursor(cursor, KEY, 'relevance'))).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid cursor' });
  });
});
