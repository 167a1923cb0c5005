import { z } from 'zod';
import { PROVIDERS, type Provider } from '../types';
import { publicUrlProblem } from './public-url';

/**
 * A Greenhouse board token, Lever site or Ashby board name: a short slug. No slash, dot or
 * percent sign, so a token can never climb out of its path segment (`../`, `%2e%2e`).
 */
export const BOARD_TOKEN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The longest careers-page address (import_sources.board's limit). */
export const MAX_BOARD_LENGTH = 500;

/** A careers page served by the local stand-in, by path (`/careers/zkforge`); only with IMPORT_STANDIN_URL. */
export const STANDIN_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9._~/-]*$/;

/** Why `board` cannot be `provider`'s board, or null. A stand-in path is allowed here; the fetcher refuses it without a stand-in. */
export function boardProblem(provider: Provider, board: string): string | null {
  if (provider !== 'jsonld') return BOARD_TOKEN_PATTERN.test(board) ? null : 'a board name has letters, digits, - and _ only (up to 100)';
  if (board.startsWith('/')) return STANDIN_PATH_PATTERN.test(board) && !board.split('/').includes('..') ? null : 'not a careers page path';
  let url: URL;
  try {
    url = new URL(board);
  } catch {
    return 'a careers page must be an https address';
  }
  return publicUrlProblem(url);
}

/**
 * One job board: what the routers take as input (companies.testBoard, connectBoard) and the
 * sources file names. A careers page's address comes out in the URL parser's form, so one page
 * is one source however it was typed.
 */
export const BoardRef = z
  .object({ provider: z.enum(PROVIDERS), board: z.string().trim().min(1).max(MAX_BOARD_LENGTH) })
  .superRefine((ref, ctx) => {
    const problem = boardProblem(ref.provider, ref.board);
    if (problem) ctx.addIssue({ code: 'custom', path: ['board'], message: problem });
  })
  .transform((ref) => (ref.provider === 'jsonld' && !ref.board.startsWith('/') ? { ...ref, board: new URL(ref.board).href } : ref));
export type BoardRef = z.output<typeof BoardRef>;
