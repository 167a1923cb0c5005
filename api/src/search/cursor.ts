import { TRPCError } from '@trpc/server';
import { MAX_CURSOR_LENGTH } from '@chainwork/shared-config';
import { ERROR_MESSAGES } from '../error-messages';
import { RELEVANCE_TIERS, type RelevanceTier } from './match-expression';

/**
 * Where a page of results ended, per order. Ids are rowids of the index, and rowid
 * order is Date order, so every position is a keyset: jobs added later sort before it
 * (newest, and within their tier) or land in their place, never shifting what follows.
 */
export type SearchPosition =
  | { order: 'newest'; id: number }
  | { order: 'relevance'; tier: RelevanceTier; id: number }
  | { order: 'salary'; salary: number; id: number };

const ORDER_CODES = { newest: 'n', relevance: 'r', salary: 's' } as const;
const PAYLOAD = /^([nrs])\.(\d{1,15})(?:\.(\d{1,15}))?\.([0-9a-z]{1,7})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * An opaque cursor: base64url of "<order>.<a>[.<b>].<check>", where <check> is a hash of
 * the payload and the search it belongs to. Not a secret (the code is public), but a
 * cursor edited by hand or reused with another search fails the check and is refused.
 */
export function encodeCursor(position: SearchPosition, searchKey: string): string {
  const payload = payloadOf(position);
  const text = `${payload}.${checksum(searchKey, payload)}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws BAD_REQUEST 'Invalid cursor' unless `encodeCursor` made it for this very search. */
export function decodeCursor(cursor: string, searchKey: string, order: SearchPosition['order']): SearchPosition {
  const position = parse(cursor, searchKey);
  if (!position || position.order !== order) throw new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidCursor });
  return position;
}

function payloadOf(position: SearchPosition): string {
  switch (position.order) {
    case 'newest':
      return `${ORDER_CODES.newest}.${position.id}`;
    case 'relevance':
      return `${ORDER_CODES.relevance}.${position.tier}.${position.id}`;
    case 'salary':
      return `${ORDER_CODES.salary}.${position.salary}.${position.id}`;
  }
}

function parse(cursor: string, searchKey: string): SearchPosition | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor) || cursor.length % 4 === 1) return null;
  const match = PAYLOAD.exec(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  if (!match) return null;
  const [, code, first, second, check] = match;
  const payload = second === undefined ? `${code}.${first}` : `${code}.${first}.${second}`;
  if (check !== checksum(searchKey, payload)) return null;
  const a = Number(first);
  const b = second === undefined ? undefined : Number(second);
  if (code === ORDER_CODES.newest && b === undefined) return validId(a) ? { order: 'newest', id: a } : null;
  if (code === ORDER_CODES.relevance && b !== undefined) {
    const tier = RELEVANCE_TIERS.find((t) => t === a);
    return tier && validId(b) ? { order: 'relevance', tier, id: b } : null;
  }
  if (code === ORDER_CODES.salary && b !== undefined)
    return Number.isSafeInteger(a) && validId(b) ? { order: 'salary', salary: a, id: b } : null;
  return null;
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1;

/** FNV-1a over the search and the payload, base 36. */
function checksum(searchKey: string, payload: string): string {
  let hash = 0x811c9dc5;
  const text = `${searchKey}|${payload}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
