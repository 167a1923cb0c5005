import { TRPCError } from '@trpc/server';
import { ERROR_MESSAGES } from './error-messages';

/** Where a page ended: the last job's Date (ms) and id. (date, id) is unique and ordered. */
export interface CursorPosition {
  dateMs: number;
  id: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PAYLOAD = /^(\d{1,15})\.(\d{1,15})$/;

/**
 * An opaque cursor: base64url of "<dateMs>.<id>". Opaque so clients pass it back
 * untouched and the api may change what it encodes.
 */
export function encodeCursor(position: CursorPosition): string {
  return btoa(`${position.dateMs}.${position.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws BAD_REQUEST 'Invalid cursor' for anything `encodeCursor` could not have made. */
export function decodeCursor(cursor: string): CursorPosition {
  const position = parse(cursor);
  if (!position) throw new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidCursor });
  return position;
}

function parse(cursor: string): CursorPosition | null {
  if (!BASE64URL.test(cursor) || cursor.length % 4 === 1) return null;
  const match = PAYLOAD.exec(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  if (!match) return null;
  const dateMs = Number(match[1]);
  const id = Number(match[2]);
  if (id < 1) return null;
  return { dateMs, id };
}
