import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../error-messages';

/**
 * Where a directory page ended: the last company's open-job count, lowercased name and slug,
 * the order's keys. Opaque to clients (base64url JSON); a cursor that does not decode to
 * this shape is refused, never used as SQL.
 */
export interface ListPosition {
  openJobs: number;
  sortName: string;
  slug: string;
}

const positionSchema = z.tuple([z.number().int().min(0), z.string().max(500), z.string().max(200)]);

/** Longer than any cursor this file makes. */
const MAX_CURSOR_LENGTH = 1200;

export function encodeListCursor(position: ListPosition): string {
  const json = JSON.stringify([position.openJobs, position.sortName, position.slug]);
  const bytes = new TextEncoder().encode(json);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeListCursor(cursor: string): ListPosition {
  const invalid = new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidCursor });
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid;
  let value: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    value = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    throw invalid;
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) throw invalid;
  const [openJobs, sortName, slug] = parsed.data;
  return { openJobs, sortName, slug };
}
